// The main layout of every route: navbar, the page, and the site-wide music.
import { Suspense } from 'react';
import { Outlet } from '@marketplace/shared-api/router';
import styled from 'styled-components';
import { useEndSessionOnArrival } from '@marketplace/shared-api/session/use-logout';
import { PageSpinner } from '@marketplace/shared-ui/spinner';
import { BackgroundMusic } from '../features/music/background-music';
import { Navbar } from '../features/layout/navbar';
import { useScrollToTopOnNewPage } from '../features/layout/use-scroll-to-top-on-new-page';

export function RootLayout() {
  useEndSessionOnArrival();
  useScrollToTopOnNewPage();
  return (
    <Shell>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Navbar />
      <Main id="main" tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Main>
      <BackgroundMusic />
    </Shell>
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
