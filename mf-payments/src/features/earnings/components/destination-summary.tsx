// Where a withdrawal goes, as the Earnings page shows it: the wallet, its number
// masked and the account's name, with the way to change it (on /profile, which asks
// for the password); or, with none set, the way to set it.
import { formatInstantInZone } from '@marketplace/shared-api/format';
import { useWallClock } from '@marketplace/shared-api/time/use-wall-clock';
import type { PayoutDestination } from '@marketplace/shared-api/types';
import { Fact, FactList } from '@marketplace/shared-ui/fact-list';
import { SpreadRow } from '@marketplace/shared-ui/layout';
import { LinkButton } from '@marketplace/shared-ui/link-button';
import { Muted } from '@marketplace/shared-ui/section-card';
import { WALLET_NAMES } from '@marketplace/shared-api/constants';
import { maskMobileNumber } from '@marketplace/shared-api/format';
import { EARNINGS_TEXTS } from '../earnings-texts';

/** The form itself on /profile (its anchor scrolls to it and focuses it), not the top of a long page. */
export const DESTINATION_FORM_PATH = '/profile#payout-destination';

export function DestinationSummary({ destination }: { destination: PayoutDestination | null }) {
  const clock = useWallClock();
  if (!destination) {
    return (
      <SpreadRow $gap={3}>
        <Muted>{EARNINGS_TEXTS.noDestination}</Muted>
        <LinkButton to={DESTINATION_FORM_PATH} $variant="primary" $size="sm">
          {EARNINGS_TEXTS.setDestination}
        </LinkButton>
      </SpreadRow>
    );
  }
  return (
    <>
      <FactList>
        <Fact label="Paid to">{WALLET_NAMES[destination.method]}</Fact>
        <Fact label="Mobile number">{maskMobileNumber(destination.mobileNumber)}</Fact>
        <Fact label="Account name">{destination.accountName}</Fact>
        <Fact label="Last changed">{formatInstantInZone(destination.updatedAt, clock.zone, { withYear: true })}</Fact>
      </FactList>
      <div>
        <LinkButton to={DESTINATION_FORM_PATH} $variant="secondary" $size="sm">
          {EARNINGS_TEXTS.changeDestination}
        </LinkButton>
      </div>
    </>
  );
}
