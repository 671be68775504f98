// A router link dressed as a button, for actions that navigate (My Bookings, Proceed to Chat).
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyles, type ButtonStyleProps } from '@marketplace/shared-ui/button';

export const LinkButton = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
