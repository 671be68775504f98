// The Months tab: the next PICKER_MONTHS_OFFERED months; choosing one shows its calendar.
import { addMonths, startOfMonth } from 'date-fns';
import styled from 'styled-components';
import { PICKER_MONTHS_OFFERED } from '@marketplace/shared-api/constants';
import { Button } from '@marketplace/shared-ui/button';
import { monthHeading } from '../../lib/dates';

export function MonthsTab({ now, onChoose }: { now: Date; onChoose: (month: Date) => void }) {
  const months = Array.from({ length: PICKER_MONTHS_OFFERED }, (_, index) => addMonths(startOfMonth(now), index));
  return (
    <Grid>
      {months.map((month) => (
        <Button key={month.getTime()} variant="secondary" onClick={() => onChoose(month)}>
          {monthHeading(month)}
        </Button>
      ))}
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space[2]};
`;
