// The contract between the shell and a remote: the shape of the manifest the
// server serves (/remotes.json) and of the `./routes` module every remote with
// screens exposes.
import type { RouteObject } from 'react-router-dom';
import type { Booking } from '@marketplace/shared-api/types';

/**
 * Who may open a route: private routes send signed-out visitors to /login; admin
 * routes send visitors to /login and members to /profile, and their remote is
 * downloaded only for an admin.
 */
export const ROUTE_ACCESS_LEVELS = ['public', 'private', 'admin'] as const;
export type RouteAccess = (typeof ROUTE_ACCESS_LEVELS)[number];

export interface RemoteRoutePath {
  path: string;
  access: RouteAccess;
}

/** One remote as listed in /remotes.json. */
export interface RemoteManifestEntry {
  name: string;
  entry: string;
  routes: RemoteRoutePath[];
  /** Exposed modules, as in the remote's webpack config ('./routes', './BookingWidget'). */
  exposes: string[];
}

export interface RemoteManifest {
  remotes: RemoteManifestEntry[];
}

/** What `<remote>/routes` exports: route objects keyed by the paths the manifest lists. */
export interface RemoteRoutesModule {
  routes: RouteObject[];
}

/**
 * mf_payments/PaymentStep: the payment part of the booking wizard's step 3
 * (SPEC section 4, Payment flow), for a booking that exists and is unpaid.
 * mf-payments implements it with exactly these props; the wizard mounts it
 * with `<RemoteWidget<PaymentStepProps> id={PAYMENT_STEP_MODULE} ... />`.
 */
export const PAYMENT_STEP_MODULE = 'mf_payments/PaymentStep';

export interface PaymentStepProps {
  /** The booking to pay for: its id, price (pesos), reference and hold deadline are used. */
  booking: Pick<Booking, 'id' | 'price' | 'reference' | 'holdExpiresAt'>;
  /** Called once when the payment verifies 'completed' (the booking is CONFIRMED and PAID). */
  onCompleted: () => void;
  /** Called from "Choose another time" after the booking was cancelled (declined, or its hold ended). */
  onStartOver: () => void;
}
