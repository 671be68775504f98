// The Flexible tab (SPEC): a note that it is coming, and its options shown inert.
import styled from 'styled-components';
import { Button } from '@marketplace/shared-ui/button';

export const FLEXIBLE_OPTIONS = ['Weekend', 'Week', 'Month', 'Dates'] as const;

export function FlexibleTab() {
  return (
    <div>
      <p>Flexible options coming soon!</p>
      <Options>
        {FLEXIBLE_OPTIONS.map((option) => (
          <Button key={option} variant="secondary" disabled>
            {option}
          </Button>
        ))}
      </Options>
    </div>
  );
}

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
