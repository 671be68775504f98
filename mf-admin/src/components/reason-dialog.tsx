// An admin's decision that needs a reason (decline an application, hide a
// review, promote or roll back a release): the question, a required reason,
// and the action, which stays open with the error when it fails.
import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { REASON_MAX_LENGTH } from '@marketplace/shared-api/schemas/admin';
import { Button } from '@marketplace/shared-ui/button';
import { FormError, TextAreaField } from '@marketplace/shared-ui/form-fields';
import { Modal } from '@marketplace/shared-ui/modal';

export interface ReasonDialogProps {
  title: string;
  /** Who sees the reason, or what happens. */
  description: string;
  confirmLabel: string;
  danger?: boolean;
  /** Asked when the reason is missing. */
  required: string;
  maxLength?: number;
  /** Fields the decision needs besides the reason (a staged rollout's share), above it. */
  children?: ReactNode;
  /** Runs the action; a thrown Error's message is shown and the dialog stays open. */
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
}

export function ReasonDialog({ title, description, confirmLabel, danger = false, required, maxLength = REASON_MAX_LENGTH, children, onConfirm, onClose }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setFailed(null);
    setBusy(true);
    try {
      await onConfirm(reason.trim());
      onClose();
    } catch (error) {
      setFailed(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open onClose={busy ? () => undefined : onClose} size="lg" title={title} description={description}>
      <form onSubmit={submit} noValidate>
        {children}
        <TextAreaField
          label="Reason"
          required
          maxLength={maxLength}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={missing ? required : undefined}
        />
        <FormError>{failed}</FormError>
        <Footer>
          <Button type="button" variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={busy}>
            {confirmLabel}
          </Button>
        </Footer>
      </form>
    </Modal>
  );
}

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
`;
