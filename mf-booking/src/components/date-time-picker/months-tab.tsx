// The Months tab: the next PICKER_MONTHS_OFFERED months; choosing one shows its calendar.
import { addMonths, startOfMonth } from 'date-fns';
import styled from 'styled-components';
import { PICKER_MONTHS_OFFERED } from '@marketplace/shared-api/constants';
import { Button } from '@marketplace/shared-ui/button';
import { formatDate } from '@marketplace/shared-api/time/date-format';
import { keyOf } from '@marketplace/shared-api/time/wall-clock';

/** `now` is the marketplace's current month (its first day). */
export function MonthsTab({ now, onChoose }: { now: Date; onChoose: (month: Date) => void }) {
  const months = Array.from({ length: PICKER_MONTHS_OFFERED }, (_, index) => addMonths(startOfMonth(now), index));
  return (
    <Grid>
      {months.map((month) => (
        <Button key={month.getTime()} variant="secondary" onClick={() => onChoose(month)}>
          {formatDate(keyOf(month), 'month')}
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
