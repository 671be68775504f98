// The route objects this remote adds to the shell's router. Who may open each
// route is declared here, once (handle.access; none declared is private). The
// paths are also listed in route-paths.json, which the build publishes in the
// manifest so the shell knows whose code to load; a test checks both agree.
// Both paths render the one chat screen: /chat/{userId} opens (finding or creating) the chat with that user.
import type { RemoteRoutesModule } from '@marketplace/shared-api/federation/remote-contract';
import { chatLoader } from './features/chat/loader';

const chatScreen = () => import('./features/chat/components/chat-page').then((m) => ({ Component: m.ChatPage }));

export const routes: RemoteRoutesModule['routes'] = [
  { path: '/chat', handle: { access: 'private' }, loader: chatLoader, lazy: chatScreen },
  { path: '/chat/:userId', handle: { access: 'private' }, loader: chatLoader, lazy: chatScreen },
];
