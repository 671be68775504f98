// The payouts, newest first: the amount, where it went, whether it was a Withdraw or
// the weekly payout, when it was requested and its status (On its way, Paid on a date,
// or Failed with the reason, so the assistant knows what to fix).
import styled from 'styled-components';
import { formatCentavos } from '@marketplace/shared-api/format';
import { formatDate } from '@marketplace/shared-api/time/date-format';
import { useWallClock } from '@marketplace/shared-api/time/use-wall-clock';
import { wallTime } from '@marketplace/shared-api/time/wall-clock';
import type { Payout } from '@marketplace/shared-api/types';
import { Badge } from '@marketplace/shared-ui/badge';
import { RowItem, RowList, RowMain, rowContents } from '@marketplace/shared-ui/row-list';
import { Muted, SectionCard } from '@marketplace/shared-ui/section-card';
import { WALLET_NAMES } from '@marketplace/shared-api/constants';
import { EARNINGS_TEXTS } from '../earnings-texts';
import { PAYOUT_STATUS_LABELS } from '../state-labels';

const TRIGGER_LABELS: Record<Payout['trigger'], string> = { request: 'Withdrawal', weekly: 'Weekly payout' };

export function PayoutsSection({ payouts }: { payouts: Payout[] }) {
  const { zone } = useWallClock();
  // The day an instant falls on in the marketplace's zone: 'Jun 15, 2026'.
  const day = (iso: string) => formatDate(wallTime(zone, new Date(iso)).date, 'shortDate');
  return (
    <SectionCard title="Payouts">
      {payouts.length === 0 ? (
        <Muted>{EARNINGS_TEXTS.noPayouts}</Muted>
      ) : (
        <RowList aria-label="Payouts">
          {payouts.map((payout) => {
            const status = PAYOUT_STATUS_LABELS[payout.status];
            return (
              <Row key={payout.id}>
                <RowMain>
                  <strong>{formatCentavos(payout.amountCentavos)}</strong>
                  <Muted>
                    {TRIGGER_LABELS[payout.trigger]} to {WALLET_NAMES[payout.method]} {payout.mobileNumberMasked} · Requested {day(payout.requestedAt)}
                  </Muted>
                  {payout.status === 'paid' && payout.settledAt && <Muted>Paid {day(payout.settledAt)}</Muted>}
                  {payout.status === 'failed' && <Reason>{payout.failureReason ?? 'The wallet did not take the payout.'}</Reason>}
                </RowMain>
                <Badge variant={status.variant}>{status.label}</Badge>
              </Row>
            );
          })}
        </RowList>
      )}
    </SectionCard>
  );
}

const Row = styled(RowItem)`
  ${rowContents}
`;

const Reason = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerText};
`;
