// SPEC section 2, data preloaded per route: /profile/{id} fetches the profile and
// that user's posts (projects). A failure gives null or empty, never a thrown error.
import type { LoaderFunctionArgs } from '@marketplace/shared-api/router';
import { profilesApi } from '@marketplace/shared-api/api/profiles';
import type { Project, UserView } from '@marketplace/shared-api/types';
import { isId } from '../../lib/ids';
import { prefetch } from '@marketplace/shared-api/store/prefetch';
import { prepareWallClock } from '@marketplace/shared-api/time/wall-clock';

export interface ProfilePageData {
  profile: UserView | null;
  projects: Project[];
}

export async function profilePageLoader({ params }: LoaderFunctionArgs): Promise<ProfilePageData> {
  const { id } = params;
  if (!isId(id)) return { profile: null, projects: [] };
  const [profile, projects] = await Promise.all([
    prefetch((dispatch) => dispatch(profilesApi.endpoints.getProfile.initiate(id, { subscribe: false }))),
    prefetch((dispatch) => dispatch(profilesApi.endpoints.getUserProjects.initiate(id, { subscribe: false }))),
    // 'Member since' and the projects' dates.
    prepareWallClock(),
  ]);
  return { profile, projects: projects ?? [] };
}
