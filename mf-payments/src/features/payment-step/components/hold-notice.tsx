// How long the booking's slot is held while its client pays: the hold's end
// (Booking.holdExpiresAt) on the marketplace's wall clock (GET /api/config).
import styled from 'styled-components';
import { useGetConfigQuery } from '@marketplace/shared-api/api/config';
import { formatInstantInZone } from '@marketplace/shared-api/format';

export function HoldNotice({ holdExpiresAt }: { holdExpiresAt: string | null }) {
  const { data: config } = useGetConfigQuery();
  if (!holdExpiresAt || !config) return null;
  return (
    <Notice>
      Your time is held until <strong>{formatInstantInZone(holdExpiresAt, config.marketplaceTimeZone)}</strong>. Pay before
      then to keep it.
    </Notice>
  );
}

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.warningText};
`;
