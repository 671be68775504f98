// A router link dressed as a button, for actions that navigate (Book Now, Find
// Consultants, My Bookings, Proceed to Chat): the one LinkButton of every remote.
import { Link } from '@marketplace/shared-api/router';
import styled from 'styled-components';
import { buttonStyles, type ButtonStyleProps } from '@marketplace/shared-ui/button';

export const LinkButton = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
