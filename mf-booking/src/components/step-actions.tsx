// The foot of a step (the booking wizard's steps, the date and time picker): Back,
// when there is a way back, at the start and the step's one primary button at the
// end, so every step puts its next move in the same place.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@marketplace/shared-ui/button';

export interface StepActionsProps {
  /** Back to the step before; no Back without it. */
  onBack?: () => void;
  /** The primary button. */
  children: ReactNode;
}

export function StepActions({ onBack, children }: StepActionsProps) {
  return (
    <Row role="group" aria-label="Step actions">
      {onBack && (
        <Button variant="ghost" onClick={onBack}>
          Back
        </Button>
      )}
      <Primary>{children}</Primary>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

const Primary = styled.div`
  display: flex;
  margin-left: auto;
`;
