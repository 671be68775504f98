// The route objects this remote adds to the shell's router. The paths and who may
// open them are declared once, in route-paths.json (a path not declared there is
// private), which the build publishes in the manifest; each path here equals its
// entry there (jest/remote-routes.test.ts). Both paths render the one
// chat screen: /chat/{userId} opens (finding or creating) the chat with that user.
// Each screen's chunk is named as its route-paths.json entry's "screen" (the build
// checks it), so the server can preload the screen of the page it sends.
import type { RemoteRoutesModule } from '@marketplace/shared-api/federation/remote-contract';
import { chatLoader } from './features/chat/loader';

const chatScreen = () =>
  import(/* webpackChunkName: "chat-page" */ './features/chat/components/chat-page')
    .then((m) => ({ Component: m.ChatPage }));

export const routes: RemoteRoutesModule['routes'] = [
  { path: '/chat', loader: chatLoader, lazy: chatScreen },
  { path: '/chat/:userId', loader: chatLoader, lazy: chatScreen },
];
