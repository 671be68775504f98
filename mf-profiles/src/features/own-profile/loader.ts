// SPEC section 2, data preloaded per route: /profile fetches the user's own and
// saved posts (and the portfolio it shows), and where their payouts go. Chats belong to mf-chat, which
// prefetches its own. A failure is left to the screen's error states.
import { earningsApi } from '@marketplace/shared-api/api/earnings';
import { profilesApi } from '@marketplace/shared-api/api/profiles';
import { prefetchSignedIn } from '@marketplace/shared-api/store/prefetch';
import { prepareWallClock } from '@marketplace/shared-api/time/wall-clock';

export async function ownProfileLoader(): Promise<null> {
  await Promise.all([
    prefetchSignedIn((dispatch) => dispatch(profilesApi.endpoints.getOwnPosts.initiate(undefined, { subscribe: false }))),
    prefetchSignedIn((dispatch) => dispatch(profilesApi.endpoints.getOwnImages.initiate(undefined, { subscribe: false }))),
    prefetchSignedIn((dispatch) => dispatch(earningsApi.endpoints.getEarnings.initiate(undefined, { subscribe: false }))),
    // 'Member since' and the posts' dates.
    prepareWallClock(),
  ]);
  return null;
}
