// SPEC section 2, /profile: the referral program. The link (/register with the
// referralCode query) and the code, each with a copy action and SPEC section 8's
// message; the stats; the referred users.
import styled from 'styled-components';
import { useGetUserReferralsQuery } from '@marketplace/shared-api/api/referrals';
import { REFERRAL_PESOS_PER_HOUR } from '@marketplace/shared-api/constants';
import { formatPesos } from '@marketplace/shared-api/format';
import type { User } from '@marketplace/shared-api/types';
import { Avatar } from '@marketplace/shared-ui/avatar';
import { Badge, VerifiedBadge } from '@marketplace/shared-ui/badge';
import { Button } from '@marketplace/shared-ui/button';
import { FormError } from '@marketplace/shared-ui/form-fields';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { RowMain, rowContents } from '@marketplace/shared-ui/row-list';
import { useToast } from '@marketplace/shared-ui/toast';
import { referralLink, shownEarnings } from '../referral-earnings';
import { Muted, SectionCard } from '@marketplace/shared-ui/section-card';

export function ReferralProgram({ user }: { user: User }) {
  const { data, isLoading, isError } = useGetUserReferralsQuery();
  const toast = useToast();
  const code = user.referralCode ?? '';
  const link = code ? referralLink(window.location.origin, code) : '';

  const copy = async (text: string, copied: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.show(copied, { kind: 'success' });
    } catch (error) {
      console.error('Copying to the clipboard failed', error);
      toast.show('Could not copy. Please copy it by hand.', { kind: 'error' });
    }
  };

  const referrals = data?.referrals ?? [];
  return (
    <SectionCard title="Referral program">
      <Muted>
        Share your link: you earn {formatPesos(REFERRAL_PESOS_PER_HOUR)} for every hour your referrals book.
      </Muted>
      {code ? (
        <Codes>
          <dt>Referral link</dt>
          <dd>
            <Value>{link}</Value>
            <Button size="sm" variant="secondary" onClick={() => copy(link, 'Referral link copied to clipboard!')}>
              Copy link
            </Button>
          </dd>
          <dt>Referral code</dt>
          <dd>
            <Value>{code}</Value>
            <Button size="sm" variant="secondary" onClick={() => copy(code, 'Referral code copied to clipboard!')}>
              Copy code
            </Button>
          </dd>
        </Codes>
      ) : (
        <Muted>Your referral code is not available yet.</Muted>
      )}
      {isLoading ? (
        <Spinner label="Loading your referrals" />
      ) : isError || !data ? (
        <FormError>Could not load your referrals.</FormError>
      ) : (
        <>
          <Stats aria-label="Referral stats">
            <div>
              <dt>Total referrals</dt>
              <dd>{data.stats.totalReferrals}</dd>
            </div>
            <div>
              <dt>Earnings</dt>
              <dd>{formatPesos(shownEarnings(referrals, data.stats.earnings))}</dd>
            </div>
          </Stats>
          {referrals.length === 0 ? (
            <Muted>Nobody has signed up with your code yet.</Muted>
          ) : (
            <List aria-label="Your referrals">
              {referrals.map((entry) => (
                <li key={entry.id}>
                  <Avatar src={entry.avatar} name={entry.name} size="sm" />
                  <RowMain $basis="10rem">
                    <strong>{entry.name}</strong>
                    <Muted>
                      {entry.role} · {entry.bookingHours} booked {entry.bookingHours === 1 ? 'hour' : 'hours'}
                    </Muted>
                  </RowMain>
                  {entry.premium === 'Verified' && <VerifiedBadge />}
                  <Badge>{entry.status}</Badge>
                </li>
              ))}
            </List>
          )}
        </>
      )}
    </SectionCard>
  );
}

const Codes = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
  }
`;

const Value = styled.code`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Stats = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 700;
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    ${rowContents}
  }
`;

