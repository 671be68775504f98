// SPEC section 4, age gate: an overlay over the list page until the visitor
// confirms 'I am over 18 years old'; 'Leave' goes to /. It cannot be dismissed
// any other way (no close button, Escape and outside clicks do nothing).
import { useRef } from 'react';
import { useNavigate } from '@marketplace/shared-api/router';
import { MINIMUM_AGE } from '@marketplace/shared-api/constants';
import { Button } from '@marketplace/shared-ui/button';
import { Modal } from '@marketplace/shared-ui/modal';

export function AgeGate({ onConfirm }: { onConfirm: () => void }) {
  const navigate = useNavigate();
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open
      onClose={() => undefined}
      hideCloseButton
      role="alertdialog"
      size="lg"
      title="Age verification"
      description={`Assistant profiles are for adults. You must be at least ${MINIMUM_AGE} years old to continue.`}
      initialFocusRef={confirmRef}
      footer={
        <>
          <Button variant="secondary" onClick={() => navigate('/')}>
            Leave
          </Button>
          <Button ref={confirmRef} variant="primary" onClick={onConfirm}>
            I am over 18 years old
          </Button>
        </>
      }
    />
  );
}
