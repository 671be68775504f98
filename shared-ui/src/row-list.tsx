// A plain list of rows, one under another (bookings, premium applications, audit
// entries): no bullets, a steady gap, and RowItem draws a rule under each row.
// `as="ol"` where the order means something (the audit log, newest first).
import styled from 'styled-components';
import type {} from '@marketplace/shared-ui/theme'; // DefaultTheme augmentation for apps that type-check this file alone

export const RowList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const RowItem = styled.li`
  padding-bottom: ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
