// The components this remote exposes to the others (webpack.config.js's exposes),
// held to the contract's props for their ids: a component whose props differ from
// what its consumers pass does not compile. Type-checked only; the bundle exposes
// the files themselves, and the release command loads each and checks it is there.
import type { ExposedWidgets } from '@marketplace/shared-api/federation/remote-contract';
import { PaymentStep } from './features/payment-step/components/payment-step';

export const exposedWidgets = {
  'mf_payments/PaymentStep': PaymentStep,
} satisfies ExposedWidgets<'mf_payments'>;
