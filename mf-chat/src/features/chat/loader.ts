// SPEC section 2, data preloaded per route: the chat list, so /chat opens on
// the conversations rather than a spinner. A failure is left to the screen.
import { chatApi } from '@marketplace/shared-api/api/chat';
import { getAppStore } from '@marketplace/shared-api/store/app-store';

export async function chatLoader(): Promise<null> {
  const store = getAppStore();
  // The private layout sends signed-out visitors to /login; nothing to fetch for them.
  if (!store.getState().session.user) return null;
  const result = await store.dispatch(chatApi.endpoints.getChats.initiate(undefined, { subscribe: false }));
  if (result.error) console.error('Chat list prefetch failed', result.error);
  return null;
}
