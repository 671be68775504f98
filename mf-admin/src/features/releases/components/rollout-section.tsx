// A staged rollout on a remote's card: which release goes to which share of
// browsers since when, with Widen to everyone (a promote of the candidate) and
// Roll back (ends the rollout: everyone back on the live release).
import styled from 'styled-components';
import type { ReleaseRollout } from '@marketplace/shared-api/types';
import { Button } from '@marketplace/shared-ui/button';

export function RolloutSection({
  remote,
  rollout,
  when,
  onWiden,
  onRollBack,
}: {
  remote: string;
  rollout: ReleaseRollout;
  when: (iso: string) => string;
  onWiden: () => void;
  onRollBack: () => void;
}) {
  return (
    <Section aria-label={`Rollout of ${remote}`}>
      <p>
        Release <Code>{rollout.releaseId}</Code> goes to {rollout.share}% of browsers (each keeps its share), since {when(rollout.since)}.
      </p>
      <Actions>
        <Button size="sm" onClick={onWiden}>
          Widen to everyone
        </Button>
        <Button variant="danger" size="sm" onClick={onRollBack}>
          Roll back
        </Button>
      </Actions>
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Code = styled.code`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
