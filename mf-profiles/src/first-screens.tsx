// mf-profiles' server bundle (build/webpack-config.mjs builds it for Node into
// dist/server/first-screen.cjs): the first screens the server renders into a page's HTML,
// by the screen name its route declares (route-paths.json "screen").
import type { RenderFirstScreen } from '@marketplace/shared-api/federation/remote-contract';
import { firstScreenRenderer } from '@marketplace/shared-ui/first-screen-render';
import { profileFirstScreen } from './features/profile-page/first-screen';

export const renderFirstScreen: RenderFirstScreen = firstScreenRenderer({
  'profile-page': profileFirstScreen,
});
