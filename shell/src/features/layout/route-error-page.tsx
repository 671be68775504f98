// Any route error (a thrown loader, a remote that failed to load, an unknown path)
// lands here: 'Something went wrong', the message, and a way back to the search page.
// A chunk of a remote's release that failed to load may mean the site moved to
// another release: then the page is reloaded once onto it (stale-release.ts).
import { useEffect } from 'react';
import { Link, isRouteErrorResponse, useRouteError } from '@marketplace/shared-api/router';
import styled from 'styled-components';
import { buttonStyles, type ButtonStyleProps } from '@marketplace/shared-ui/button';
import { REMOTE_UNREACHABLE } from '../../federation/runtime-plugins/recover-stale-release';
import { reloadOntoLiveRelease, remoteOfChunkError } from '../../federation/stale-release';

export const NOT_FOUND_TEXT = 'This page does not exist.';

export function errorText(error: unknown): string {
  if (remoteOfChunkError(error)) return REMOTE_UNREACHABLE;
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return NOT_FOUND_TEXT;
    return typeof error.data === 'string' && error.data ? error.data : `${error.status} ${error.statusText}`;
  }
  if (error instanceof Error && error.message) return error.message;
  return 'An unexpected error occurred';
}

export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    const remote = remoteOfChunkError(error);
    if (remote) void reloadOntoLiveRelease(remote);
  }, [error]);
  return <ErrorScreen message={errorText(error)} />;
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
