// 'Report a problem' with a session that has ended, for the client who paid,
// while its dispute window is open (Booking.problemReportableUntil): what went
// wrong (the three reasons) and what happened, checked with the shared
// disputeSchema. The payment stays held until an admin decides. A refused
// report keeps the dialog open with the server's reason, under the field it names.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorField, errorMessage } from '@marketplace/shared-api/api/errors';
import { useReportProblemMutation } from '@marketplace/shared-api/api/earnings';
import { DISPUTE_REASON_LABELS, DISPUTE_REASONS } from '@marketplace/shared-api/constants';
import { formatInstantInZone } from '@marketplace/shared-api/format';
import { fieldErrors, type FieldErrors } from '@marketplace/shared-api/schemas/field-errors';
import { DISPUTE_TEXT_MAX_LENGTH, disputeSchema, type DisputeInput } from '@marketplace/shared-api/schemas/earnings';
import { useWallClock } from '@marketplace/shared-api/time/use-wall-clock';
import type { Booking, DisputeReason } from '@marketplace/shared-api/types';
import { Button } from '@marketplace/shared-ui/button';
import { FormError, TextAreaField } from '@marketplace/shared-ui/form-fields';
import { Modal } from '@marketplace/shared-ui/modal';
import { useToast } from '@marketplace/shared-ui/toast';
import { RadioGroupField } from '@marketplace/shared-ui/radio-group-field';

export const REPORT_TEXTS = {
  reported: 'Problem reported. An admin will look into it.',
  failed: 'The problem could not be reported. Please try again.',
  // The schema's own message for a missing reason is written for API callers.
  reasonMissing: 'Choose what went wrong.',
} as const;

const REASON_CHOICES = DISPUTE_REASONS.map((value) => ({ value, label: DISPUTE_REASON_LABELS[value] }));

export interface ReportProblemDialogProps {
  /** A booking whose problemReportableUntil is set. */
  booking: Booking;
  /** The session as the list names it: 'Morning call meeting with Maria Santos'. */
  sessionName: string;
  onClose: () => void;
}

export function ReportProblemDialog({ booking, sessionName, onClose }: ReportProblemDialogProps) {
  const { zone } = useWallClock();
  const toast = useToast();
  const [reason, setReason] = useState<DisputeReason | ''>('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FieldErrors<DisputeInput>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [report, { isLoading }] = useReportProblemMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = fieldErrors(disputeSchema, { reason: reason || undefined, text });
    setErrors(checked.errors ? { ...checked.errors, ...(checked.errors.reason ? { reason: REPORT_TEXTS.reasonMissing } : {}) } : {});
    if (!checked.data) return;
    try {
      await report({ bookingId: booking.id, ...checked.data }).unwrap();
      toast.show(REPORT_TEXTS.reported, { kind: 'success' });
      onClose();
    } catch (error) {
      const field = errorField(error);
      if (field === 'reason' || field === 'text') setErrors({ [field]: errorMessage(error, REPORT_TEXTS.failed) });
      else setFailure(errorMessage(error, REPORT_TEXTS.failed));
    }
  };

  const until = booking.problemReportableUntil ? formatInstantInZone(booking.problemReportableUntil, zone) : null;
  return (
    <Modal
      open
      onClose={isLoading ? () => undefined : onClose}
      size="lg"
      title="Report a problem"
      description={
        <>
          {sessionName}. An admin looks into what you report, and the payment is held until they decide.
          {until && ` You can report a problem until ${until}.`}
        </>
      }
    >
      <Form onSubmit={submit} noValidate aria-label="Report a problem">
        <RadioGroupField
          label="What went wrong?"
          name="reason"
          required
          choices={REASON_CHOICES}
          value={reason}
          onChange={setReason}
          error={errors.reason}
        />
        <TextAreaField
          label="What happened"
          required
          hint={`An admin reads this. Up to ${DISPUTE_TEXT_MAX_LENGTH} characters (${text.length}/${DISPUTE_TEXT_MAX_LENGTH}).`}
          maxLength={DISPUTE_TEXT_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={errors.text}
        />
        <FormError>{failure}</FormError>
        <Footer>
          <Button type="button" variant="secondary" onClick={onClose} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" loading={isLoading}>
            Report problem
          </Button>
        </Footer>
      </Form>
    </Modal>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;
