// 'Repeat weekly' in the wizard's review step: the Boss chooses weekdays, an end and
// how to pay; 'Check dates' judges every occurrence (POST /bookings/series/judge, nothing held)
// and lists each with its verdict; a refused one must be skipped or given another time before
// the whole list can be confirmed. Confirm books it (POST /bookings/series, under the assistant's lock: a date taken
// meanwhile answers 409 with the list, and the Boss checks again); then, as a single booking
// goes on to its payment, the first period's checkout (POST /payments/series) takes the place
// of the actions. A change to the choices drops the judgement: it was about other dates.
import { useState } from 'react';
import styled from 'styled-components';
import { useCreateSeriesMutation, useJudgeSeriesMutation } from '@marketplace/shared-api/api/series';
import { formatPesos } from '@marketplace/shared-api/format';
import { readToken } from '@marketplace/shared-api/session/storage';
import { formatDate } from '@marketplace/shared-api/time/date-format';
import type { JudgedOccurrence, RecurringSeries, SeriesJudgement } from '@marketplace/shared-api/types';
import { Modal } from '@marketplace/shared-ui/modal';
import { DateTimePicker } from '../../../components/date-time-picker/date-time-picker';
import { Button } from '@marketplace/shared-ui/button';
import { FormError } from '@marketplace/shared-ui/form-fields';
import { Link } from '@marketplace/shared-api/router';
import { SeriesPayForm } from '../../../components/series-pay-form';
import { StepActions } from '../../../components/step-actions';
import { failureText } from '../../../hooks/use-booking-actions';
import { createErrorText, LOGIN_REQUIRED } from '../create-error-text';
import { draftFor, draftProblems, patternOf, type ReplacementChoice, type SeriesDraft } from '../series-draft';
import { JudgedList } from '../../../components/judged-list';
import { RepeatFields } from './repeat-fields';

export const JUDGE_FAILED = 'Could not check the dates. Please try again.';
export const SKIP_REFUSED = 'Skip or pick another time for every date that cannot be booked, or change the choices and check again.';

export interface SeriesStepProps {
  consultantId: string;
  firstDate: string;
  startTime: string;
  duration: number;
  referralCode: string;
  onBack: () => void;
  /** The series exists: there is no turning back to a single booking. */
  onCreated: () => void;
}

export function SeriesStep({ consultantId, firstDate, startTime, duration, referralCode, onBack, onCreated }: SeriesStepProps) {
  const [draft, setDraft] = useState<SeriesDraft>(() => draftFor(firstDate));
  const [showProblems, setShowProblems] = useState(false);
  const [judgement, setJudgement] = useState<SeriesJudgement | null>(null);
  const [skipped, setSkipped] = useState<string[]>([]);
  const [replacements, setReplacements] = useState<ReplacementChoice[]>([]);
  const [picking, setPicking] = useState<JudgedOccurrence | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<RecurringSeries | null>(null);
  const [judge, judging] = useJudgeSeriesMutation();
  const [createSeries, creating] = useCreateSeriesMutation();

  const problems = draftProblems(draft, firstDate);
  const base = { consultantId, firstDate, startTime, duration };
  const isMoved = (seriesDate: string) => replacements.some((replacement) => replacement.seriesDate === seriesDate);
  const booked = judgement ? judgement.occurrences.filter((occurrence) => !skipped.includes(occurrence.seriesDate) && (!occurrence.refusal || isMoved(occurrence.seriesDate))) : [];
  const unresolved = judgement ? judgement.occurrences.some((occurrence) => occurrence.refusal && !skipped.includes(occurrence.seriesDate) && !isMoved(occurrence.seriesDate)) : false;

  const change = (next: SeriesDraft) => {
    setDraft(next);
    setJudgement(null);
    setSkipped([]);
    setReplacements([]);
    setError(null);
  };

  const check = async () => {
    setError(null);
    setShowProblems(true);
    if (Object.keys(problems).length > 0) return;
    const result = await judge(patternOf(draft, base));
    if ('error' in result) {
      setError(failureText(JUDGE_FAILED)(result.error));
      return;
    }
    setJudgement(result.data);
    setSkipped([]);
    setReplacements([]);
  };

  const confirm = async () => {
    if (!judgement) return;
    setError(null);
    if (unresolved) {
      setError(SKIP_REFUSED);
      return;
    }
    if (!readToken()) {
      setError(LOGIN_REQUIRED);
      return;
    }
    const result = await createSeries({
      ...patternOf(draft, base),
      payMode: draft.payMode,
      price: judgement.pricePerOccurrence,
      skip: skipped,
      replacements,
      ...(referralCode ? { referralCode } : {}),
    });
    if ('error' in result) {
      setError(createErrorText(result.error));
      // A date taken meanwhile: the list as it was is no longer true.
      setJudgement(null);
      return;
    }
    setCreated(result.data.series);
    onCreated();
  };

  if (created) {
    const due = created.periods.find((period) => !period.paid && period.duePesos > 0);
    return (
      <section aria-labelledby="series-created-heading">
        <h3 id="series-created-heading">Recurring booking requested</h3>
        <p>
          {`${created.occurrences.length} sessions are held for you. `}
          You can find them on the Recurring tab of <Link to="/bookings">My Bookings</Link>.
        </p>
        {due && <SeriesPayForm seriesId={created.id} period={due} />}
      </section>
    );
  }

  return (
    <Section aria-labelledby="repeat-heading">
      <h3 id="repeat-heading">Repeat weekly</h3>
      <RepeatFields draft={draft} firstDate={firstDate} problems={showProblems ? problems : {}} onChange={change} />
      <Button variant="secondary" loading={judging.isLoading} loadingLabel="Checking..." onClick={() => void check()}>
        Check dates
      </Button>
      {judgement && (
        <>
          <JudgedList
            occurrences={judgement.occurrences}
            skipped={skipped}
            replacements={replacements}
            onToggleSkip={(date) => setSkipped((current) => (current.includes(date) ? current.filter((chosen) => chosen !== date) : [...current, date]))}
            onPickAnother={setPicking}
            onUndoAnother={(date) => setReplacements((current) => current.filter((replacement) => replacement.seriesDate !== date))}
          />
          <Total>{`${booked.length} ${booked.length === 1 ? 'session' : 'sessions'}: ${formatPesos(judgement.pricePerOccurrence * booked.length)}`}</Total>
        </>
      )}
      {error && <FormError>{error}</FormError>}
      <Modal open={picking !== null} onClose={() => setPicking(null)} title={picking ? `Another time for ${formatDate(picking.seriesDate, 'chosen')}` : 'Another time'} size="4xl">
        {picking && (
          <DateTimePicker
            consultantId={consultantId}
            duration={duration}
            onContinue={(selection) => {
              setReplacements((current) => [...current.filter((replacement) => replacement.seriesDate !== picking.seriesDate), { seriesDate: picking.seriesDate, ...selection }]);
              setPicking(null);
            }}
          />
        )}
      </Modal>
      <StepActions onBack={onBack}>
        <Button disabled={!judgement || booked.length === 0} loading={creating.isLoading} loadingLabel="Processing..." onClick={() => void confirm()}>
          Confirm Recurring Booking
        </Button>
      </StepActions>
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;

  h3 {
    margin: 0;
  }
`;

const Total = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
