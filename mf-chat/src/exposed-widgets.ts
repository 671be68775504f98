// The components this remote exposes to the others (webpack.config.js's exposes),
// held to the contract's props for their ids: a component whose props differ from
// what its consumers pass does not compile. Type-checked only; the bundle exposes
// the files themselves, and the release command loads each and checks it is there.
import type { ExposedWidgets } from '@marketplace/shared-api/federation/remote-contract';
import { MessageDialog } from './features/message-dialog/components/message-dialog';

export const exposedWidgets = {
  'mf_chat/MessageDialog': MessageDialog,
} satisfies ExposedWidgets<'mf_chat'>;
