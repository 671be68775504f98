// The outbox, newest first: each mail's recipient, kind, subject, state and
// attempts, with Read to open it whole; a tab per state filters the list, and
// older mails load by page. A mail is Held only when the server that wrote it had no
// mail server to send it through, so a Held newest mail tells the operator mail is
// not going out.
import { useState } from 'react';
import styled from 'styled-components';
import { OUTBOX_STATUSES } from '@marketplace/shared-api/constants';
import { useGetOutboxPagesInfiniteQuery } from '@marketplace/shared-api/api/email';
import { formatInstantInZone } from '@marketplace/shared-api/format';
import { useWallClock } from '@marketplace/shared-api/time/use-wall-clock';
import type { OutboxMailSummary, OutboxStatus } from '@marketplace/shared-api/types';
import { Badge } from '@marketplace/shared-ui/badge';
import { Button } from '@marketplace/shared-ui/button';
import { EmptyState } from '@marketplace/shared-ui/empty-state';
import { LoadError } from '@marketplace/shared-ui/page-states';
import { RowItem, RowList } from '@marketplace/shared-ui/row-list';
import { Muted } from '@marketplace/shared-ui/section-card';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { Tabs } from '@marketplace/shared-ui/tabs';
import { attemptsText, emailKindLabel, OUTBOX_TEXTS, outboxStatusLabel, outboxStatusVariant } from '../outbox-texts';
import { MailDialog } from './mail-dialog';

type Filter = 'all' | OutboxStatus;
const FILTERS: Array<{ value: Filter; label: string }> = [
  { value: 'all', label: 'All' },
  ...OUTBOX_STATUSES.map((status) => ({ value: status, label: outboxStatusLabel(status) })),
];

export function OutboxList() {
  const [filter, setFilter] = useState<Filter>('all');
  const [reading, setReading] = useState<OutboxMailSummary | null>(null);
  const { data, isLoading, isError, isFetching, refetch, fetchNextPage, hasNextPage, isFetchingNextPage } = useGetOutboxPagesInfiniteQuery(
    filter === 'all' ? {} : { status: filter },
  );
  const mails = data?.pages.flatMap((page) => page.mails) ?? [];

  const notSending = (filter === 'all' || filter === 'held') && mails[0]?.status === 'held';

  return (
    <>
      {notSending && <Notice role="status">{OUTBOX_TEXTS.notSending}</Notice>}
      <Tabs label={OUTBOX_TEXTS.filter} items={FILTERS} value={filter} onChange={setFilter}>
        {isLoading ? (
          <Skeleton label={OUTBOX_TEXTS.loading} shape="rows" withoutHeading />
        ) : isError && mails.length === 0 ? (
          <LoadError title={OUTBOX_TEXTS.loadFailed} retrying={isFetching} onRetry={() => void refetch()} />
        ) : mails.length === 0 ? (
          <EmptyState title={filter === 'all' ? OUTBOX_TEXTS.empty : OUTBOX_TEXTS.emptyFiltered} description="Emails appear here as bookings, payments and messages happen." />
        ) : (
          <Stack>
            <RowList aria-label="Emails">
              {mails.map((mail) => (
                <MailRow key={mail.id} mail={mail} onRead={() => setReading(mail)} />
              ))}
            </RowList>
            {hasNextPage && (
              <Button variant="secondary" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                {OUTBOX_TEXTS.loadMore}
              </Button>
            )}
          </Stack>
        )}
      </Tabs>
      {reading && <MailDialog mailId={reading.id} subject={reading.subject} onClose={() => setReading(null)} />}
    </>
  );
}

function MailRow({ mail, onRead }: { mail: OutboxMailSummary; onRead: () => void }) {
  const { zone } = useWallClock();
  return (
    <Row>
      <Main>
        <Subject>{mail.subject}</Subject>
        <Muted>
          To {mail.recipientName} &lt;{mail.recipientEmail}&gt; · {emailKindLabel(mail.kind)}
        </Muted>
        <Muted>
          <time dateTime={mail.createdAt}>{formatInstantInZone(mail.createdAt, zone, { withYear: true })}</time> · {attemptsText(mail.attempts)}
          {mail.lastError ? ` · last refusal: ${mail.lastError}` : ''}
        </Muted>
      </Main>
      <Side>
        <Badge variant={outboxStatusVariant(mail.status)}>{outboxStatusLabel(mail.status)}</Badge>
        <Button variant="secondary" size="sm" onClick={onRead} aria-label={`${OUTBOX_TEXTS.read}: ${mail.subject} to ${mail.recipientName}`}>
          {OUTBOX_TEXTS.read}
        </Button>
      </Side>
    </Row>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  justify-items: start;

  & > ul {
    width: 100%;
  }
`;

const Row = styled(RowItem)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  justify-content: space-between;
  align-items: center;
`;

const Main = styled.div`
  flex: 1 1 18rem;
  min-width: 0;
  overflow-wrap: anywhere;

  p {
    margin: 0;
  }
`;

const Subject = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Side = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
`;

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
`;
