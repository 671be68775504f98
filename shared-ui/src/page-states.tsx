// The states of a page that shows one thing fetched by id (a listing, a profile, a
// consultant): the message takes the page's place, in the page container, with one
// way on. Loading is the PageSkeleton (shared-ui/skeleton).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@marketplace/shared-ui/button';
import { EmptyState } from '@marketplace/shared-ui/empty-state';
import { PageContainer } from '@marketplace/shared-ui/layout';

export interface PageMessageProps {
  title: ReactNode;
  description?: ReactNode;
  /** The way on: a link to a list, a back button. */
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}

/** Not found (or any message that replaces the page), e.g. 'Listing not found' with 'Find assistants'. */
export function PageMessage({ title, description, action, headingLevel }: PageMessageProps) {
  return (
    <PageContainer>
      <EmptyState title={title} description={description} action={action} headingLevel={headingLevel} />
    </PageContainer>
  );
}

export interface LoadErrorProps extends Omit<PageMessageProps, 'action'> {
  /** Fetches again; the button shows it is busy while `retrying`. */
  onRetry: () => void;
  retrying?: boolean;
  /** Replaces the default icon; null for none. */
  icon?: ReactNode;
}

/** What a page shows in place of a list or a panel that failed to load: the message and 'Try again'. */
export function LoadError({ onRetry, retrying = false, ...message }: LoadErrorProps) {
  return (
    <EmptyState
      {...message}
      action={
        <Button variant="secondary" loading={retrying} onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}

export type PageLoadErrorProps = Omit<LoadErrorProps, 'icon'>;

/** The page's one fetch failed: LoadError in the page's place. */
export function PageLoadError(props: PageLoadErrorProps) {
  return (
    <PageContainer>
      <LoadError {...props} />
    </PageContainer>
  );
}

export interface LoadErrorRowProps {
  /** What could not be loaded, e.g. 'Could not load your posts.' */
  children: ReactNode;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
}

/** A part of a page failed to load: the message and a small 'Try again', in one row. */
export function LoadErrorRow({ children, onRetry, retrying = false, className }: LoadErrorRowProps) {
  return (
    <ErrorRow role="alert" className={className}>
      <span>{children}</span>
      <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
        Try again
      </Button>
    </ErrorRow>
  );
}

const ErrorRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.dangerText};
`;
