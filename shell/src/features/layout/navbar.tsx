// SPEC section 2, Navbar.
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useLocation } from '@marketplace/shared-api/router';
import styled from 'styled-components';
import { ADMIN_BUTTON_DELAY_MS, PRODUCT_NAME } from '@marketplace/shared-api/constants';
import { useGetUnreadCountQuery } from '@marketplace/shared-api/api/notifications';
import { selectIsAdmin, selectSessionEnding, selectUser } from '@marketplace/shared-api/session/session-slice';
import { useLogout } from '@marketplace/shared-api/session/use-logout';
import { useAppSelector } from '@marketplace/shared-api/store/hooks';
import { Button, buttonStyles, type ButtonStyleProps } from '@marketplace/shared-ui/button';
import { useHydrated } from '@marketplace/shared-ui/use-hydrated';
import { useRenderingFrameHtml } from '../../components/page-frame';
import { useDelayedFlag } from './use-delayed-flag';
import logoUrl from '../../assets/logo.svg';

/**
 * The account menu is for signed-in members, so it is its own chunk: a visitor's first
 * load of the landing page never fetches it (/home budget). Should the chunk
 * fail to arrive, a plain Log out button stands in for it.
 */
const UserMenu = lazy(() =>
  import('./user-menu').then(
    (loaded) => ({ default: loaded.UserMenu }),
    (error: unknown) => {
      console.error('The account menu could not be loaded', error);
      return { default: LogoutOnly };
    },
  ),
);

export interface NavbarProps {
  /** The site's own controls the layout puts first among the actions (the music toggle). */
  controls?: ReactNode;
}

export function Navbar({ controls }: NavbarProps) {
  const storedUser = useAppSelector(selectUser);
  // A prerendered page was rendered for a visitor: the stored session shows once hydrated.
  const user = useHydrated() ? storedUser : null;
  // A page frame is mostly a member's page (the profile list, bookings, chat): its HTML
  // keeps the account corner neutral rather than offering Log in.
  const accountPending = useRenderingFrameHtml();
  const isAdmin = useAppSelector(selectIsAdmin) && user !== null;
  const { pathname } = useLocation();
  const { logOut } = useLogout();
  const showAdminButton = useDelayedFlag(isAdmin, ADMIN_BUTTON_DELAY_MS);
  // Not asked while a logout revokes the token (a socket event may invalidate it meanwhile).
  const ending = useAppSelector(selectSessionEnding);
  const { data: unread } = useGetUnreadCountQuery(undefined, { skip: !user || ending });
  const onHome = pathname === '/home';

  return (
    <Bar>
      {/* The visible name starts the accessible one, so speech users can say what they see. */}
      <Logo to="/" aria-label={`${PRODUCT_NAME} home`}>
        <img src={logoUrl} alt="" width={32} height={32} />
        <span>{PRODUCT_NAME}</span>
      </Logo>
      <Actions>
        {controls}
        <NavButton to="/profile/list" $variant="ghost" aria-label={onHome ? 'Search assistants' : undefined}>
          {onHome ? <SearchIcon /> : 'Home'}
        </NavButton>
        {showAdminButton && (
          <NavButton to="/admin" $variant="secondary">
            Admin Console
          </NavButton>
        )}
        {accountPending ? (
          <AvatarPlaceholder aria-hidden="true" />
        ) : user ? (
          // The menu's place is kept while its code arrives: nothing beside it moves.
          <Suspense fallback={<AvatarPlaceholder aria-hidden="true" />}>
            <UserMenu
              user={user}
              isAdmin={isAdmin}
              unreadCount={Math.max(0, unread?.count ?? 0)}
              onLogout={() => logOut('/login')}
            />
          </Suspense>
        ) : (
          <>
            <NavButton to="/login" $variant="ghost">
              Log in
            </NavButton>
            <NavButton to="/register" $variant="primary">
              Sign up
            </NavButton>
          </>
        )}
      </Actions>
    </Bar>
  );
}

function LogoutOnly({ onLogout }: { onLogout: () => void }) {
  return (
    <Button variant="ghost" onClick={onLogout}>
      Log out
    </Button>
  );
}

function SearchIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

/** Phones narrower than 480 px, where the bar saves room. */
const NARROW_PHONE = '@media (max-width: 479px)';

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  padding: 0.75rem clamp(0.75rem, 4vw, 2.5rem);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  position: sticky;
  top: 0;
  z-index: 40;
`;

const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 700;
  font-size: 1.125rem;
  color: inherit;
  text-decoration: none;
  flex: none;

  /* On a phone the mark alone names the site (the link has its own label), leaving room for the actions. */
  ${NARROW_PHONE} {
    span {
      display: none;
    }
  }
`;

const Actions = styled.nav`
  display: flex;
  /* Should the actions not fit (an admin's Admin Console on a 360 px phone), they wrap, never overflow. */
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: 0.5rem;
  min-width: 0;

  ${({ theme }) => theme.media.mobile} {
    gap: 0.25rem;
  }
`;

const NavButton = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
  white-space: nowrap;

  ${({ theme }) => theme.media.mobile} {
    padding-left: 0.75rem;
    padding-right: 0.75rem;
  }

  /* A 360 px phone then holds the music toggle, Home, Log in and Sign up on one line. */
  ${NARROW_PHONE} {
    padding-left: 0.5rem;
    padding-right: 0.5rem;
  }
`;

/** The size of the menu's avatar button (user-menu.tsx). */
const AvatarPlaceholder = styled.span`
  display: inline-block;
  width: 36px;
  height: 36px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;
