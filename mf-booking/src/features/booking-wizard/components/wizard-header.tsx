// The wizard's header (SPEC): the consultant's name, avatar and rate per hour,
// and the progress bar over the four steps.
import styled from 'styled-components';
import type { ConsultantInfo } from '@marketplace/shared-api/api/bookings';
import { Avatar } from '@marketplace/shared-ui/avatar';
import { fullName, pesosPerHour } from '@marketplace/shared-api/format';

export const WIZARD_STEPS = ['Date and time', 'Duration', 'Review and payment', 'Confirmation'] as const;

export function WizardHeader({ consultant, step }: { consultant: ConsultantInfo; step: number }) {
  const name = fullName(consultant);
  return (
    <Header>
      <Who>
        <Avatar src={consultant.avatar} name={name} alt="" size="lg" />
        <div>
          <Name>{name}</Name>
          <Rate>{pesosPerHour(consultant.salaryRate)}</Rate>
        </div>
      </Who>
      <div>
        <StepText>
          Step {step + 1} of {WIZARD_STEPS.length}: {WIZARD_STEPS[step]}
        </StepText>
        <Track
          role="progressbar"
          aria-label="Booking progress"
          aria-valuemin={1}
          aria-valuemax={WIZARD_STEPS.length}
          aria-valuenow={step + 1}
          aria-valuetext={`Step ${step + 1} of ${WIZARD_STEPS.length}`}
        >
          <Fill style={{ width: `${((step + 1) / WIZARD_STEPS.length) * 100}%` }} />
        </Track>
      </div>
    </Header>
  );
}

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;

const Name = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

const Rate = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StepText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Track = styled.div`
  height: 0.5rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width ${({ theme }) => theme.transitions.normal};
`;
