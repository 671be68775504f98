// Text a member wrote (a bio, a listing's description, a review and its answer):
// their line breaks kept, and a long unbroken word or link wrapped instead of
// widening the page past a phone's 360 px. React renders it as text, never HTML.
import styled from 'styled-components';

export const UserText = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
