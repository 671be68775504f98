// The props each host passes to each exposed widget, as data: the release
// command's check mounts every widget a release exposes with these, in a browser
// of the site (the shell's /release-check page), and refuses a release whose
// widget throws or renders nothing with them. Typed against the contract, so a
// change of a widget's props changes its fixture here too.
import type { RemoteWidgetId, RemoteWidgets } from '@marketplace/shared-api/federation/remote-contract';

/** A function the widget may call: nothing happens. */
const ignore = () => undefined;

export const REMOTE_WIDGET_FIXTURES: { [Id in RemoteWidgetId]: RemoteWidgets[Id] } = {
  'mf_booking/BookingWidget': { consultantId: '00000000-0000-4000-8000-000000000001', consultantName: 'Maria Santos' },
  'mf_booking/BookingTotals': {},
  // Open, as 'Contact Me' mounts it: a dialog that renders nothing when open is broken.
  'mf_chat/MessageDialog': { recipientId: '00000000-0000-4000-8000-000000000001', recipientName: 'Maria Santos', open: true, onClose: ignore },
  'mf_payments/PaymentStep': {
    booking: { id: '00000000-0000-4000-8000-000000000002', price: 1500, reference: '123456ABCD', holdExpiresAt: '2099-01-01T00:00:00.000Z' },
    onCompleted: ignore,
    onStartOver: ignore,
  },
};
/** What the page says of the mount, on its status element's data-release-check. */
export type WidgetCheckState = 'loading' | 'mounted' | 'threw' | 'unknown';
