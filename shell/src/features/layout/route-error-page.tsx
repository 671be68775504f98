// Any route error (a thrown loader, a remote that failed to load, an unknown path)
// lands here: 'Something went wrong', the message, and a way back to the search page.
import { Link, isRouteErrorResponse, useRouteError } from '@marketplace/shared-ui/router';
import styled from 'styled-components';
import { buttonStyles, type ButtonStyleProps } from '@marketplace/shared-ui/button';

export const NOT_FOUND_TEXT = 'This page does not exist.';

export function errorText(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return NOT_FOUND_TEXT;
    return typeof error.data === 'string' && error.data ? error.data : `${error.status} ${error.statusText}`;
  }
  if (error instanceof Error && error.message) return error.message;
  return 'An unexpected error occurred';
}

export function RouteErrorPage() {
  return <ErrorScreen message={errorText(useRouteError())} />;
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
