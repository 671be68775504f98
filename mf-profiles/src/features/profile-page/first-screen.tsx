// /profile/{id}'s first screen, which the server renders into the page's HTML (shared-
// ui's first-screen-render.tsx): the page's own layout with the summary card and About,
// so a phone paints the person (avatar, name, facts) before any script has run (the
// page's LCP waited for the shell, the remote and React). The server does not know
// the viewer, so the card's buttons, which depend on who is looking, hold their place
// until the page renders them; the sections below About come with the page.
import styled from 'styled-components';
import type { UserView } from '@marketplace/shared-api/types';
import type { FirstScreen } from '@marketplace/shared-ui/first-screen-render';
import { isId } from '../../lib/ids';
import { ProfileLayout } from './components/profile-layout';

export const profileFirstScreen: FirstScreen = async ({ params, read }) => {
  const { id } = params;
  if (!isId(id)) return null;
  // The read the page's loader makes first (route-paths.json "data").
  const profile = (await read(`/api/profiles/${encodeURIComponent(id)}`)) as UserView | null;
  return profile && <ProfileLayout profile={profile} rating={undefined} actions={<ActionsPending />} />;
};

/**
 * Where the card's buttons come: one button's height, the most common case on a first
 * visit (a visitor's Contact, the owner's Edit Profile), so the page does not move when
 * they arrive.
 */
const ActionsPending = styled.div.attrs({ 'aria-hidden': true })`
  min-height: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;
