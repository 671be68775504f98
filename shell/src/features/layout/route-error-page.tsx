// Any route error (a thrown loader, a remote that failed to load, an unknown path)
// lands here: 'Something went wrong', the message, and a way back to the search page.
// A page whose code could not be fetched (the server or the network is down) says so
// in people's words, and reloads by itself once the marketplace answers again (a
// failed lazy route stays failed in the router until the page loads afresh). A chunk
// of a remote's release that failed to load may mean the site moved to another
// release: then the page is reloaded once onto it; a chunk refused or lost on a team's
// host, once onto the same release from this site's store (stale-release.ts). An error
// a remote's code threw is reported for its release (page-reports.ts).
import { useEffect, useState } from 'react';
import { Link, isRouteErrorResponse, useRouteError } from '@marketplace/shared-api/router';
import styled from 'styled-components';
import { Button, buttonStyles, type ButtonStyleProps } from '@marketplace/shared-ui/button';
import { RemoteLoadError, REMOTE_UNREACHABLE } from '../../federation/runtime-plugins/recover-stale-release';
import { pageReports } from '../../federation/page-reports';
import { entryOfRemote, failOverToStore, reloadOntoLiveRelease, remoteOfChunkError } from '../../federation/stale-release';
import { pageCanLoad, useWhenReachable } from '../../app/when-reachable';

export const NOT_FOUND_TEXT = 'This page does not exist.';
export const UNREACHABLE_TITLE = 'This page could not open';

/** The page's code could not be fetched: a chunk (the shell's or a remote's) or a remote's entry. */
export function isLoadFailure(error: unknown): boolean {
  if (error instanceof RemoteLoadError) return true;
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk .+ failed|Failed to fetch dynamically imported module/i.test(error.message);
}

export function errorText(error: unknown): string {
  if (isLoadFailure(error)) return REMOTE_UNREACHABLE;
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return NOT_FOUND_TEXT;
    return typeof error.data === 'string' && error.data ? error.data : `${error.status} ${error.statusText}`;
  }
  if (error instanceof Error && error.message) return error.message;
  return 'An unexpected error occurred';
}

/** Errors this page reported: an error page's effect may run twice (StrictMode) and one error show on two routes. */
const reported = new WeakSet<object>();
function reportOnce(error: unknown) {
  if (typeof error !== 'object' || error === null || reported.has(error)) return;
  reported.add(error);
  pageReports.threw(error);
}

export function RouteErrorPage({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const error = useRouteError();
  useEffect(() => {
    const remote = remoteOfChunkError(error);
    if (remote) {
      if (!failOverToStore(remote)) void reloadOntoLiveRelease(remote);
    } else if (!isLoadFailure(error)) {
      // A failed load is counted where it failed (remote-registry.ts); this is a remote's code that threw.
      reportOnce(error);
    }
  }, [error]);
  if (isLoadFailure(error)) return <UnreachableScreen reload={reload} entry={error instanceof RemoteLoadError ? entryOfRemote(error.remoteId.split('/')[0]) : null} />;
  return <ErrorScreen message={errorText(error)} />;
}

/** `entry`: the failed remote's entry, which may be on a host of its own: the page waits for it too. */
function UnreachableScreen({ reload, entry }: { reload: () => void; entry: string | null }) {
  const [checking, setChecking] = useState(false);
  useWhenReachable(reload, () => pageCanLoad(entry));
  // A reload while the server is away would leave the site for the browser's own error page.
  const retry = async () => {
    setChecking(true);
    if (await pageCanLoad(entry)) reload();
    else setChecking(false);
  };
  return (
    <Wrapper role="alert">
      <h1>{UNREACHABLE_TITLE}</h1>
      <p>{REMOTE_UNREACHABLE} This page opens by itself once it is back.</p>
      <Button variant="primary" loading={checking} onClick={() => void retry()}>
        Try again
      </Button>
      <SearchLink to="/profile/list" $variant="secondary">
        Go to the search page
      </SearchLink>
    </Wrapper>
  );
}

/** The screen itself, also what an unknown path renders. */
export function ErrorScreen({ message }: { message: string }) {
  return (
    <Wrapper role="alert">
      <h1>Something went wrong</h1>
      <p>{message}</p>
      <SearchLink to="/profile/list">Go to the search page</SearchLink>
    </Wrapper>
  );
}

const Wrapper = styled.section`
  max-width: 40rem;
  margin: 4rem auto;
  padding: 2rem;
  text-align: center;
  display: grid;
  gap: 1rem;
  justify-items: center;
`;

const SearchLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
