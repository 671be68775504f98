// Every occurrence of a judged series change with its verdict, as the server says
// it; nothing is held while the Boss reads it. A new series' list (the wizard) lets a refused
// date be skipped or given another time, each with Undo; adding weeks skips the refused dates
// itself; moving occurrences shows where each is now and where it would go, a refused one
// staying where it is. So the row actions are offered only where a caller handles them.
import styled from 'styled-components';
import { formatTime12 } from '@marketplace/shared-api/booking-time';
import { formatDate } from '@marketplace/shared-api/time/date-format';
import type { JudgedOccurrence } from '@marketplace/shared-api/types';
import { Badge } from '@marketplace/shared-ui/badge';
import { Button } from '@marketplace/shared-ui/button';

/** A judged occurrence, with where it is now when the judgement is about moving it. */
export type ListedOccurrence = JudgedOccurrence & { previousDate?: string; previousStartTime?: string };

/** Another time the Boss picked for one refused occurrence, by its seriesDate. */
export interface PickedTime {
  seriesDate: string;
  date: string;
  startTime: string;
}

export interface JudgedListProps {
  occurrences: readonly ListedOccurrence[];
  /** The list's name. */
  label?: string;
  /** A refused occurrence's badge: what happens to it. */
  refusedLabel?: string;
  /** The seriesDates skipped. */
  skipped?: readonly string[];
  /** Other times picked, by seriesDate. */
  replacements?: readonly PickedTime[];
  onToggleSkip?: (seriesDate: string) => void;
  onPickAnother?: (occurrence: JudgedOccurrence) => void;
  onUndoAnother?: (seriesDate: string) => void;
}

const at = (date: string, startTime: string) => `${formatDate(date, 'chosen')}, ${formatTime12(startTime)}`;

export function JudgedList({
  occurrences,
  label = 'Dates in the series',
  refusedLabel = 'Cannot be booked',
  skipped = [],
  replacements = [],
  onToggleSkip,
  onPickAnother,
  onUndoAnother,
}: JudgedListProps) {
  return (
    <List aria-label={label}>
      {occurrences.map((occurrence) => {
        const target = at(occurrence.date, occurrence.startTime);
        const when = occurrence.previousDate && occurrence.previousStartTime ? `${at(occurrence.previousDate, occurrence.previousStartTime)} → ${target}` : target;
        const isSkipped = skipped.includes(occurrence.seriesDate);
        const moved = replacements.find((replacement) => replacement.seriesDate === occurrence.seriesDate);
        if (moved) {
          return (
            <Row key={occurrence.seriesDate} aria-label={when}>
              <When>{when}</When>
              <Badge variant="info">Moved</Badge>
              <Reason>{`To ${at(moved.date, moved.startTime)}; checked again when you confirm.`}</Reason>
              {onUndoAnother && (
                <Button size="sm" variant="secondary" onClick={() => onUndoAnother(occurrence.seriesDate)} aria-label={`Undo another time for ${when}`}>
                  Undo
                </Button>
              )}
            </Row>
          );
        }
        return (
          <Row key={occurrence.seriesDate} aria-label={when}>
            <When>{when}</When>
            {isSkipped ? (
              <Badge variant="neutral">Skipped</Badge>
            ) : occurrence.refusal ? (
              <Badge variant="danger">{refusedLabel}</Badge>
            ) : (
              <Badge variant="success">Available</Badge>
            )}
            {occurrence.refusal && <Reason>{occurrence.refusal}</Reason>}
            {onToggleSkip && (occurrence.refusal || isSkipped) && (
              <Button size="sm" variant="secondary" onClick={() => onToggleSkip(occurrence.seriesDate)} aria-label={`${isSkipped ? 'Undo skip' : 'Skip'} ${when}`}>
                {isSkipped ? 'Undo' : 'Skip'}
              </Button>
            )}
            {onPickAnother && occurrence.refusal && !isSkipped && (
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
  min-width: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

const Reason = styled.span`
  flex: 1 1 100%;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;
