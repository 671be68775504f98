// Experience, availability and response time of a profile, as a description list.
import styled from 'styled-components';
import { Fact, FactList } from '@marketplace/shared-ui/fact-list';
import type { ProfileDisplay } from '../profile-display';

export function ProfileFacts({ profile }: { profile: ProfileDisplay }) {
  return (
    <Facts>
      <Fact label="Experience">{profile.experience}</Fact>
      <Fact label="Availability">{profile.availability}</Fact>
      <Fact label="Response time">{profile.responseTime}</Fact>
    </Facts>
  );
}

const Facts = styled(FactList)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
