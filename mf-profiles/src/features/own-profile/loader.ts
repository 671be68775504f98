// SPEC section 2, data preloaded per route: /profile fetches the user's own and
// saved posts (and the portfolio it shows). Chats belong to mf-chat, which
// prefetches its own. A failure is left to the screen's error states.
import { profilesApi } from '@marketplace/shared-api/api/profiles';
import { getAppStore } from '@marketplace/shared-api/store/app-store';
import { prefetch } from '../../lib/prefetch';

export async function ownProfileLoader(): Promise<null> {
  // The private layout sends signed-out visitors to /login; nothing to fetch for them.
  if (!getAppStore().getState().session.user) return null;
  await Promise.all([
    prefetch((dispatch) => dispatch(profilesApi.endpoints.getOwnPosts.initiate(undefined, { subscribe: false }))),
    prefetch((dispatch) => dispatch(profilesApi.endpoints.getOwnImages.initiate(undefined, { subscribe: false }))),
  ]);
  return null;
}
