// A few layout primitives so screens do not each restyle the same boxes.
import styled from 'styled-components';
import type { AppTheme } from '@marketplace/shared-ui/theme';

type Space = keyof AppTheme['space'];

/** Centred page column, as wide as the modals (6xl), with side padding. */
export const PageContainer = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.maxWidths['6xl']};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};
`;

/** A raised surface for grouped content. */
export const Card = styled.div`
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

/** Children in a column (or a row) with even gaps. */
export const Stack = styled.div<{ $gap?: Space; $direction?: 'column' | 'row'; $align?: 'stretch' | 'center' | 'start' | 'end' }>`
  display: flex;
  flex-direction: ${({ $direction = 'column' }) => $direction};
  align-items: ${({ $align = 'stretch' }) => ($align === 'start' || $align === 'end' ? `flex-${$align}` : $align)};
  gap: ${({ theme, $gap = 4 }) => theme.space[$gap]};
  ${({ $direction }) => ($direction === 'row' ? 'flex-wrap: wrap;' : '')}
`;

/** A wrapping row with its parts at either end (a title and its action, a label and its value). */
export const SpreadRow = styled.div<{ $gap?: Space; $align?: 'center' | 'end' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: ${({ $align = 'center' }) => ($align === 'end' ? 'flex-end' : 'center')};
  justify-content: space-between;
  gap: ${({ theme, $gap = 2 }) => theme.space[$gap]};
`;

/**
 * A page in two columns from the tablet width up (one below it, at 360 px), e.g. a
 * profile's card beside its sections: $columns as grid-template-columns ('20rem 1fr').
 */
export const SplitColumns = styled.div<{ $columns: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: 1fr;
  align-items: start;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: ${({ $columns }) => $columns};
  }
`;
