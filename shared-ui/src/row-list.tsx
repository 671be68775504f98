// A plain list of rows, one under another (bookings, premium applications, audit
// entries, reviews): no bullets, a steady gap, and RowItem draws a rule under each row.
// `as="ol"` where the order means something (the audit log, newest first). A row
// that puts its parts side by side takes rowContents, and RowMain for the part that
// names who or what the row is about.
import styled, { css } from 'styled-components';
import type {} from '@marketplace/shared-ui/theme'; // DefaultTheme augmentation for apps that type-check this file alone

/** $gap: the theme space between rows, 3 by default (2 for dense lists: messages, notifications). */
export const RowList = styled.ul<{ $gap?: 2 | 3 }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 3 }) => theme.space[$gap]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const RowItem = styled.li`
  padding-bottom: ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** A row's parts side by side (who, a badge, buttons), wrapping onto more lines at narrow widths. */
export const rowContents = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The row's main part, taking the room its badges and buttons leave; it wraps below $basis. */
export const RowMain = styled.div<{ $basis?: string }>`
  display: flex;
  flex-direction: column;
  flex: 1 1 ${({ $basis = '12rem' }) => $basis};
  min-width: 0;
  overflow-wrap: anywhere;
`;
