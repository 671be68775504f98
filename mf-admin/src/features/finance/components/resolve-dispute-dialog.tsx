// An admin's decision on a reported problem: release the payment to the
// assistant, refund part of it (an amount in pesos, sent as centavos) or all of
// it, with a note both parties read. Checked with the shared resolveDisputeSchema
// (and the refund below what was paid); a refused decision keeps the dialog open
// with the server's reason, under the field it names.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorField, errorMessage } from '@marketplace/shared-api/api/errors';
import { useResolveDisputeMutation } from '@marketplace/shared-api/api/earnings';
import { formatCentavos, pesosTextToCentavos } from '@marketplace/shared-api/format';
import { fieldErrors } from '@marketplace/shared-api/schemas/field-errors';
import { REFUND_AMOUNT_REQUIRED, resolveDisputeSchema } from '@marketplace/shared-api/schemas/earnings';
import type { Dispute, DisputeOutcome } from '@marketplace/shared-api/types';
import { Button } from '@marketplace/shared-ui/button';
import { FormError, TextAreaField, TextField } from '@marketplace/shared-ui/form-fields';
import { Modal } from '@marketplace/shared-ui/modal';
import { useToast } from '@marketplace/shared-ui/toast';
import { RadioGroupField } from '@marketplace/shared-ui/radio-group-field';
import { outcomeChoices } from '../dispute-texts';

export const RESOLVE_TEXTS = {
  resolved: (reference: string) => `The problem with booking ${reference} is resolved. Both parties can read your note.`,
  failed: 'The dispute could not be resolved. Please try again.',
  // The schema's own message for a missing outcome is written for API callers.
  outcomeMissing: 'Choose what happens to the payment.',
} as const;

const NOTE_MAX_LENGTH = 1000;

type Field = 'outcome' | 'refundCentavos' | 'note';

export function ResolveDisputeDialog({ dispute, onClose }: { dispute: Dispute; onClose: () => void }) {
  const toast = useToast();
  const [outcome, setOutcome] = useState<DisputeOutcome | ''>('');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [resolve, { isLoading }] = useResolveDisputeMutation();
  const partial = outcome === 'refund_partial';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const refundCentavos = partial ? (pesosTextToCentavos(amount) ?? undefined) : undefined;
    const checked = fieldErrors(resolveDisputeSchema, { outcome: outcome || undefined, refundCentavos, note });
    const found: Partial<Record<Field, string>> = { ...checked.errors };
    if (found.outcome) found.outcome = RESOLVE_TEXTS.outcomeMissing;
    // A part refund is an amount, and less than what was paid: all of it is the other choice.
    if (partial && (refundCentavos === undefined || refundCentavos >= dispute.paidCentavos)) found.refundCentavos = REFUND_AMOUNT_REQUIRED;
    setErrors(found);
    if (!checked.data || Object.keys(found).length > 0) return;
    try {
      await resolve({ disputeId: dispute.id, ...checked.data }).unwrap();
      toast.show(RESOLVE_TEXTS.resolved(dispute.bookingReference), { kind: 'success' });
      onClose();
    } catch (error) {
      const field = errorField(error);
      if (field === 'outcome' || field === 'refundCentavos' || field === 'note') setErrors({ [field]: errorMessage(error, RESOLVE_TEXTS.failed) });
      else setFailure(errorMessage(error, RESOLVE_TEXTS.failed));
    }
  };

  return (
    <Modal
      open
      onClose={isLoading ? () => undefined : onClose}
      size="lg"
      title={`Resolve the problem with booking ${dispute.bookingReference}`}
      description={`${dispute.clientName} paid ${formatCentavos(dispute.paidCentavos)} for a session with ${dispute.assistantName}. Your decision is final, and both of them read your note.`}
    >
      <Form onSubmit={submit} noValidate aria-label="Resolve the problem">
        <RadioGroupField label="Outcome" name="outcome" required choices={outcomeChoices(dispute)} value={outcome} onChange={setOutcome} error={errors.outcome} />
        {partial && (
          <TextField
            label="Refund amount (₱)"
            inputMode="decimal"
            required
            hint={`More than ₱0.00 and less than ${formatCentavos(dispute.paidCentavos)}.`}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={errors.refundCentavos}
          />
        )}
        <TextAreaField
          label="Note to both parties"
          required
          maxLength={NOTE_MAX_LENGTH}
          hint={`${dispute.clientName} and ${dispute.assistantName} read it on the booking.`}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={errors.note}
        />
        <FormError>{failure}</FormError>
        <Footer>
          <Button type="button" variant="secondary" onClick={onClose} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" loading={isLoading}>
            Resolve
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
