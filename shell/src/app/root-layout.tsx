// The main layout of every route: navbar, the page, and the site-wide music, whose
// play/pause button sits in the navbar (clear of the page's own controls on a phone).
import { Suspense, useRef } from 'react';
import { Outlet } from '@marketplace/shared-api/router';
import styled from 'styled-components';
import { useEndSessionOnArrival } from '@marketplace/shared-api/session/use-logout';
import { PageSkeleton } from '@marketplace/shared-ui/skeleton';
import { AppStartedSignal } from './app-started-signal';
import { BackgroundMusic } from '../features/music/background-music';
import { MusicToggle } from '../features/music/music-toggle';
import { Navbar } from '../features/layout/navbar';
import { usePageTitle } from '../features/layout/use-page-title';
import { useScrollToTopOnNewPage } from '../features/layout/use-scroll-to-top-on-new-page';

export function RootLayout() {
  useEndSessionOnArrival();
  useScrollToTopOnNewPage();
  const main = useRef<HTMLElement>(null);
  usePageTitle(main);
  return (
    <BackgroundMusic>
      <Shell>
        <SkipLink href="#main">Skip to content</SkipLink>
        <Navbar controls={<MusicToggle />} />
        <Main id="main" tabIndex={-1} ref={main}>
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
            <AppStartedSignal />
          </Suspense>
        </Main>
      </Shell>
    </BackgroundMusic>
  );
}

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Main = styled.main`
  flex: 1;
  outline: none;
`;

const SkipLink = styled.a`
  position: absolute;
  left: -999px;
  &:focus {
    left: 1rem;
    top: 1rem;
    z-index: 100;
    padding: 0.5rem 1rem;
    background: ${({ theme }) => theme.colors.surface};
  }
`;
