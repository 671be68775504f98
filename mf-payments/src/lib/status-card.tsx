// The one centred card both pages of this remote sit in: narrow, full width on a
// phone (mobile first), with room around it on wider screens.
import styled from 'styled-components';
import { Card } from '@marketplace/shared-ui/layout';

export const StatusCard = styled(Card)`
  width: 100%;
  max-width: 32rem;
  margin: ${({ theme }) => `${theme.space[6]} auto`};
  padding: ${({ theme }) => theme.space[4]};
  text-align: center;

  ${({ theme }) => theme.media.aboveMobile} {
    padding: ${({ theme }) => theme.space[8]};
  }

  h1 {
    margin: ${({ theme }) => `${theme.space[2]} 0`};
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
