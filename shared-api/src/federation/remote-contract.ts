// The contract between the shell and a remote: the shape of the manifest the
// server serves (/remotes.json) and of the `./routes` module every remote with
// screens exposes.
import type { ComponentType } from 'react';
import type { RouteObject } from '@marketplace/shared-api/router';
import type { Booking } from '@marketplace/shared-api/types';

/**
 * Who may open a route: private routes send signed-out visitors to /login; admin
 * routes send visitors to /login and members to /profile, and their remote is
 * downloaded only for an admin.
 */
export const ROUTE_ACCESS_LEVELS = ['public', 'private', 'admin'] as const;
export type RouteAccess = (typeof ROUTE_ACCESS_LEVELS)[number];

/**
 * A path a remote owns and who may open it, as its src/route-paths.json declares
 * it: the one place a route's access is written. The build publishes the file in
 * the manifest, so the shell knows both before it downloads the remote; a route
 * object whose path is not declared there is private.
 */
export interface RemoteRoutePath {
  path: string;
  access: RouteAccess;
  /**
   * The page's heading, where every visit shows the same one ('Find an Assistant'). The
   * server's HTML for the page carries it in the page frame (the navbar, this heading and a
   * spinner), so a phone paints it before any script runs; the shell renders the same frame
   * until the remote's page arrives. The page's own h1 must read the same.
   */
  title?: string;
  /**
   * The webpackChunkName of the route's lazy screen (routes.tsx), whose files the manifest
   * lists in screenFiles: the server preloads them for a first visit to the page. Every
   * route a remote builds names one (build/remote-part-plugin.mjs fails the build otherwise).
   */
  screen?: string;
  /**
   * The API reads the route's loader makes first, as paths with the route's params in them
   * ('/api/profiles/:id'): the server lists them, filled in, in the HTML of a first visit, and
   * the HTML's script sends them before any script has loaded (shared-api/api/page-data-markup.ts). Each must
   * be the URL the loader's endpoint asks for, or it is fetched twice (jest/remote-routes.test.ts).
   */
  data?: string[];
  /**
   * The page's main image (its largest element on a phone), as the field of one of its
   * `data` reads that holds the image's URL: `{ read: '/api/profiles/:id', field: 'avatar' }`.
   * The frame's script asks for the image as soon as that read's answer is in, while the
   * page's scripts are still loading, so the page must show that URL as it is.
   */
  image?: RemoteRouteImage;
}

/** Where a page's main image is named: a field of one of its first reads (RemoteRoutePath.image). */
export interface RemoteRouteImage {
  /** One of the route's `data` templates. */
  read: string;
  /** The top-level field of that read's JSON answer that holds the image's URL. */
  field: string;
}

/** One remote as listed in /remotes.json. */
export interface RemoteManifestEntry {
  name: string;
  entry: string;
  routes: RemoteRoutePath[];
  /** Exposed modules, as in the remote's webpack config ('./routes', './BookingWidget'). */
  exposes: string[];
  /**
   * The script files each exposed module loads, relative to the entry (build/remote-part-plugin.mjs):
   * fetched with the entry for the page being opened. Empty for a remote hosted elsewhere.
   */
  exposeFiles: Record<string, string[]>;
  /** The script files of each route's screen, by its chunk name (RemoteRoutePath.screen), as exposeFiles. */
  screenFiles: Record<string, string[]>;
  /** The release being served, or null for a build not published as one (a dev build, REMOTES_MANIFEST_URLS). */
  release: RemoteReleaseInfo | null;
  /**
   * For a release hosted on another origin: the same release (the same files, checked against its
   * id) from this site's store, which the shell loads when the release's host fails.
   */
  fallbackEntry?: string;
  /**
   * The entry file's subresource integrity ('sha384-…'), computed by the server from the bytes it
   * checked against the release id: the shell loads `entry` (and `fallbackEntry`, the same file)
   * with it, so a browser refuses an entry changed on its host. The entry carries its chunks'
   * integrity in turn (build/chunk-integrity-plugin.mjs). Absent for a build not published as a release.
   */
  integrity?: string;
}

/** Which build of a remote a release is: its id (the hash of its files), the commit it was built from and when. */
export interface RemoteReleaseInfo {
  id: string;
  commit: string;
  builtAt: string;
}

/**
 * What a remote's server bundle exports (build/webpack-config.mjs writes it to
 * <remote>/dist/server/first-screen.cjs from the remote's src/first-screens.tsx): the
 * server renders the first screen of a first visit to one of the remote's pages into the
 * page's HTML with it, so a phone paints the page's main content before any script has
 * run (the profile's card on /profile/{id}). The shell renders the page over it.
 */
export interface FirstScreenModule {
  renderFirstScreen: RenderFirstScreen;
}

/** The first screen of the page `request` opens, or null when the remote renders none for it. */
export type RenderFirstScreen = (request: FirstScreenRequest) => Promise<FirstScreenHtml | null>;

export interface FirstScreenRequest {
  /** The route's screen (RemoteRoutePath.screen), which names what to render. */
  screen: string;
  /** The route's params in the page's path ('/profile/7' -> { id: '7' }). */
  params: Record<string, string | undefined>;
  /**
   * A GET of this server's API ('/api/profiles/7') as a visitor would send it, with no
   * session: its JSON answer, or null for any other answer. The server knows nothing of
   * the viewer (the session is in the browser's storage), so a first screen shows only
   * what every visitor may see.
   */
  read: (path: string) => Promise<unknown>;
}

/** A first screen as HTML: what goes where the page will render, and its styles. */
export interface FirstScreenHtml {
  html: string;
  /** The CSS of the components in `html` (styled-components' server stylesheet). */
  css: string;
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

// The props of the components remotes expose to each other, declared once here:
// the exposing remote types its component with them and the consumer mounts it
// (shared-ui's RemoteWidget) with the same type, so neither writes a copy.

/** 'mf_booking/BookingWidget': the profile page's booking widget (SPEC section 2). */
export interface BookingWidgetProps {
  consultantId: string;
  consultantName: string;
}

/** 'mf_chat/MessageDialog': "Contact Me" on a profile (SPEC section 2). */
export interface MessageDialogProps {
  recipientId: string;
  recipientName: string;
  open: boolean;
  onClose: () => void;
}

/**
 * Each exposed widget's module id and its props. A consumer mounts one with
 * `<RemoteWidget id="mf_booking/BookingWidget" props={...} />`, whose props are checked
 * against the id; the exposing remote lists its components in src/exposed-widgets.ts,
 * checked against the same (ExposedWidgets), so a wrong pairing on either side does not compile.
 */
export interface RemoteWidgets {
  'mf_booking/BookingWidget': BookingWidgetProps;
  'mf_booking/BookingTotals': Record<string, never>;
  'mf_chat/MessageDialog': MessageDialogProps;
  'mf_payments/PaymentStep': PaymentStepProps;
}

export type RemoteWidgetId = keyof RemoteWidgets;

/** The widgets a remote named R must expose, each a component taking the contract's props. */
export type ExposedWidgets<R extends string> = {
  [Id in RemoteWidgetId as Id extends `${R}/${string}` ? Id : never]: ComponentType<RemoteWidgets[Id]>;
};

/**
 * The shell's page the release command's check mounts one exposed widget on, with the props
 * its host passes (widget-fixtures.ts): /release-check?widget=mf_chat/MessageDialog.
 */
export const RELEASE_CHECK_PATH = '/release-check';

/** The module every remote exposes: its route objects (RemoteRoutesModule). */
export const ROUTES_MODULE = './routes';

// Every key of RemoteWidgets, once: a key missing here, or one too many, does not compile.
const WIDGETS: Record<RemoteWidgetId, true> = {
  'mf_booking/BookingWidget': true,
  'mf_booking/BookingTotals': true,
  'mf_chat/MessageDialog': true,
  'mf_payments/PaymentStep': true,
};

/** The widget ids, for the release command's contract check of a built remote. */
export const REMOTE_WIDGET_IDS = Object.keys(WIDGETS) as RemoteWidgetId[];
