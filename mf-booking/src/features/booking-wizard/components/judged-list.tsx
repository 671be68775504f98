// Every occurrence of a judged pattern with its verdict: bookable, or why not, as
// the server says it; a refused one offers Skip, or Another time (the assistant's free slots in
// the date and time picker), each with Undo. Another time is judged again, with the whole
// list, when the Boss confirms. Nothing is held while the Boss reads it.
import styled from 'styled-components';
import { formatTime12 } from '@marketplace/shared-api/booking-time';
import { formatDate } from '@marketplace/shared-api/time/date-format';
import type { JudgedOccurrence } from '@marketplace/shared-api/types';
import type { ReplacementChoice } from '../series-draft';
import { Badge } from '@marketplace/shared-ui/badge';
import { Button } from '@marketplace/shared-ui/button';

export interface JudgedListProps {
  occurrences: JudgedOccurrence[];
  /** The seriesDates the Boss skipped. */
  skipped: readonly string[];
  /** Other times the Boss picked, by seriesDate. */
  replacements: readonly ReplacementChoice[];
  onToggleSkip: (seriesDate: string) => void;
  onPickAnother: (occurrence: JudgedOccurrence) => void;
  onUndoAnother: (seriesDate: string) => void;
}

export function JudgedList({ occurrences, skipped, replacements, onToggleSkip, onPickAnother, onUndoAnother }: JudgedListProps) {
  return (
    <List aria-label="Dates in the series">
      {occurrences.map((occurrence) => {
        const when = `${formatDate(occurrence.date, 'chosen')}, ${formatTime12(occurrence.startTime)}`;
        const isSkipped = skipped.includes(occurrence.seriesDate);
        const moved = replacements.find((replacement) => replacement.seriesDate === occurrence.seriesDate);
        if (moved) {
          const movedTo = `${formatDate(moved.date, 'chosen')}, ${formatTime12(moved.startTime)}`;
          return (
            <Row key={occurrence.seriesDate} aria-label={when}>
              <When>{when}</When>
              <Badge variant="info">Moved</Badge>
              <Reason>{`To ${movedTo}; checked again when you confirm.`}</Reason>
              <Button size="sm" variant="secondary" onClick={() => onUndoAnother(occurrence.seriesDate)} aria-label={`Undo another time for ${when}`}>
                Undo
              </Button>
            </Row>
          );
        }
        return (
          <Row key={occurrence.seriesDate} aria-label={when}>
            <When>{when}</When>
            {isSkipped ? (
              <Badge variant="neutral">Skipped</Badge>
            ) : occurrence.refusal ? (
              <Badge variant="danger">Cannot be booked</Badge>
            ) : (
              <Badge variant="success">Available</Badge>
            )}
            {occurrence.refusal && <Reason>{occurrence.refusal}</Reason>}
            {(occurrence.refusal || isSkipped) && (
              <Button size="sm" variant="secondary" onClick={() => onToggleSkip(occurrence.seriesDate)} aria-label={`${isSkipped ? 'Undo skip' : 'Skip'} ${when}`}>
                {isSkipped ? 'Undo' : 'Skip'}
              </Button>
            )}
            {occurrence.refusal && !isSkipped && (
              <Button size="sm" variant="ghost" onClick={() => onPickAnother(occurrence)} aria-label={`Another time for ${when}`}>
                Another time
              </Button>
            )}
          </Row>
        );
      })}
    </List>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const When = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Reason = styled.span`
  flex: 1 1 100%;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;
