// What a page shows while its content is on the way: the shape of that content in
// quiet blocks (a grid of cards, a profile, a form, a list of rows) rather than a
// blank page with one spinner, so a person sees where things will be, and the page
// does not jump when they arrive. It announces itself as a status, named like the
// spinner it replaces ('Loading profile'), so screen readers and tests read the same.
import type { ReactElement } from 'react';
import styled, { keyframes } from 'styled-components';
// Brings the DefaultTheme augmentation along when an app type-checks this file alone.
import type {} from '@marketplace/shared-ui/theme';
import { PageContainer } from '@marketplace/shared-ui/layout';
import { VisuallyHidden } from '@marketplace/shared-ui/visually-hidden';

export type SkeletonShape = 'cards' | 'detail' | 'form' | 'rows';

export interface PageSkeletonProps {
  label?: string;
  shape?: SkeletonShape;
  /** Leave out the heading's block: the page frame draws the real heading above. */
  withoutHeading?: boolean;
}

/** A page's loading state: the skeleton in the page's container. */
export function PageSkeleton(props: PageSkeletonProps) {
  return (
    <PageContainer>
      <Skeleton {...props} />
    </PageContainer>
  );
}

/** The skeleton alone, for a container that is already there (the page frame). */
export function Skeleton({ label = 'Loading', shape = 'rows', withoutHeading = false }: PageSkeletonProps) {
  return (
    <div role="status" aria-label={label} aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      <div aria-hidden="true" data-skeleton={shape}>
        {!withoutHeading && <Block $width="14rem" $height="2rem" />}
        {SHAPES[shape]()}
      </div>
    </div>
  );
}

const range = (count: number) => Array.from({ length: count }, (_, index) => index);

const SHAPES: Record<SkeletonShape, () => ReactElement> = {
  cards: () => (
    <Cards>
      {range(6).map((index) => (
        <Card key={index}>
          <Block $height="9rem" />
          <Block $width="70%" />
          <Block $width="45%" />
        </Card>
      ))}
    </Cards>
  ),
  detail: () => (
    <Stack>
      <Row>
        <Block $width="6rem" $height="6rem" $round />
        <Stack>
          <Block $width="12rem" $height="1.5rem" />
          <Block $width="8rem" />
        </Stack>
      </Row>
      <Block $height="7rem" />
      <Block $height="7rem" />
    </Stack>
  ),
  form: () => (
    <Stack>
      {range(5).map((index) => (
        <Stack key={index} $gap={1}>
          <Block $width="7rem" $height="0.875rem" />
          <Block $height="2.75rem" />
        </Stack>
      ))}
    </Stack>
  ),
  rows: () => (
    <Stack>
      {range(5).map((index) => (
        <Block key={index} $height="4.5rem" />
      ))}
    </Stack>
  ),
};

const pulse = keyframes`
  50% { opacity: 0.55; }
`;

const Block = styled.div<{ $width?: string; $height?: string; $round?: boolean }>`
  width: ${({ $width = '100%' }) => $width};
  max-width: 100%;
  height: ${({ $height = '1rem' }) => $height};
  flex: none;
  border-radius: ${({ theme, $round }) => ($round ? theme.radii.full : theme.radii.md)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  animation: ${pulse} 1.6s ease-in-out infinite;
`;

const Stack = styled.div<{ $gap?: 1 | 4 }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 4 }) => theme.space[$gap]};
  margin-top: ${({ theme }) => theme.space[4]};
  flex: 1;
  min-width: 0;
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[6]};
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
`;

const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;
