// SPEC section 2, data preloaded per route: the chat list, so /chat opens on
// the conversations rather than a spinner. A failure is left to the screen.
import { chatApi } from '@marketplace/shared-api/api/chat';
import { prefetchSignedIn } from '@marketplace/shared-api/store/prefetch';

export async function chatLoader(): Promise<null> {
  await prefetchSignedIn((dispatch) => dispatch(chatApi.endpoints.getChats.initiate(undefined, { subscribe: false })));
  return null;
}
