// The layout of a page that is one form (edit profile, update a user): a card of
// readable width whose form stacks its fields, and rows that put two fields side
// by side above the mobile width (one column at 360 px).
import styled from 'styled-components';
import { Card } from '@marketplace/shared-ui/layout';

export const FormCard = styled(Card)`
  max-width: ${({ theme }) => theme.maxWidths['3xl']};
  margin: 0 auto;

  h1 {
    margin: 0;
    overflow-wrap: anywhere;
  }

  form {
    display: grid;
    gap: ${({ theme }) => theme.space[4]};
    margin-top: ${({ theme }) => theme.space[6]};
  }
`;

export const FormRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: 1fr;

  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: 1fr 1fr;
  }
`;
