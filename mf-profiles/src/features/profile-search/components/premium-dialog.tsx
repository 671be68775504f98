// SPEC section 1: the upgrade dialog promises unlimited profile views and the
// verified badge; premium costs 50 pesos when an admin accepts the application.
// Applying happens from one's own profile ('Get Premium'), where this leads.
import styled from 'styled-components';
import { PREMIUM_COST } from '@marketplace/shared-api/constants';
import { formatPesos } from '@marketplace/shared-api/format';
import { Button } from '@marketplace/shared-ui/button';
import { VerifiedBadge } from '@marketplace/shared-ui/badge';
import { Modal } from '@marketplace/shared-ui/modal';
import { LinkButton } from '@marketplace/shared-ui/link-button';

export function PremiumDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      title="Upgrade to Premium"
      description={`Premium costs ${formatPesos(PREMIUM_COST)}, paid only once an admin accepts your application.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Not now
          </Button>
          <LinkButton to="/profile#premium" $variant="primary">
            Go to my profile
          </LinkButton>
        </>
      }
    >
      <Benefits>
        <li>Unlimited profile views</li>
        <li>
          The verified badge on your profile <VerifiedBadge />
        </li>
        <li>Verified members are listed first in search</li>
      </Benefits>
      <p>Apply with the &lsquo;Get Premium&rsquo; button on your profile.</p>
    </Modal>
  );
}

const Benefits = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
`;
