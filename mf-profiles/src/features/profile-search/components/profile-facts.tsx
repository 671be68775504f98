// Experience, availability and response time of a profile, as a description list.
import styled from 'styled-components';
import type { ProfileDisplay } from '../profile-display';

export function ProfileFacts({ profile }: { profile: ProfileDisplay }) {
  return (
    <Facts>
      <div>
        <dt>Experience</dt>
        <dd>{profile.experience}</dd>
      </div>
      <div>
        <dt>Availability</dt>
        <dd>{profile.availability}</dd>
      </div>
      <div>
        <dt>Response time</dt>
        <dd>{profile.responseTime}</dd>
      </div>
    </Facts>
  );
}

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    text-align: right;
  }
`;
