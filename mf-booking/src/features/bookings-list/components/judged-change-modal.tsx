// The frame of a client's change to a series ('Move this and all following', 'Add
// weeks'): the choices, a check that asks the server where each occurrence would land
// (nothing is held), the judged list, the server's refusal in place, and a confirm that
// counts what will happen. A refusal keeps the dialog open with the choices as they were;
// it cannot be closed while the change is being made, so its answer is never missed.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@marketplace/shared-ui/button';
import { FormError } from '@marketplace/shared-ui/form-fields';
import { Modal } from '@marketplace/shared-ui/modal';

export interface JudgedChangeModalProps {
  title: string;
  description: ReactNode;
  /** The choices. */
  children: ReactNode;
  checkLabel: string;
  checking: boolean;
  onCheck: () => void;
  /** The judged list; null until checked (and again once a choice changes). */
  judged: ReactNode | null;
  /** 'Move 3 occurrences'; shown with the judged list. */
  confirmLabel: string;
  /** Nothing would change: every occurrence was refused. */
  nothingToDo: boolean;
  confirming: boolean;
  onConfirm: () => void;
  error: string | null;
  onClose: () => void;
}

export function JudgedChangeModal(props: JudgedChangeModalProps) {
  const { title, description, children, checkLabel, checking, onCheck, judged, confirmLabel, nothingToDo, confirming, onConfirm, error, onClose } = props;
  return (
    <Modal open onClose={confirming ? () => undefined : onClose} title={title} description={description} size="lg">
      <Body>
        {children}
        <div>
          <Button variant="secondary" loading={checking} loadingLabel="Checking..." onClick={onCheck}>
            {checkLabel}
          </Button>
        </div>
        {judged}
        <FormError>{error}</FormError>
        <Footer>
          <Button variant="secondary" disabled={confirming} onClick={onClose}>
            Cancel
          </Button>
          {judged && (
            <Button disabled={nothingToDo} loading={confirming} loadingLabel="Saving..." onClick={onConfirm}>
              {confirmLabel}
            </Button>
          )}
        </Footer>
      </Body>
    </Modal>
  );
}

/** '1 occurrence', '3 occurrences'. */
export const occurrencesWord = (count: number) => `${count} ${count === 1 ? 'occurrence' : 'occurrences'}`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;
