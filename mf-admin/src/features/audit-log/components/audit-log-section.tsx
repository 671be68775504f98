// The audit log: every admin write, newest first, with who, when, what
// it touched and what changed, paged by cursor.
import styled from 'styled-components';
import { useGetAuditLogPagesInfiniteQuery } from '@marketplace/shared-api/api/admin';
import { fullName } from '@marketplace/shared-api/format';
import type { AuditAction, AuditLogEntry } from '@marketplace/shared-api/types';
import { Button } from '@marketplace/shared-ui/button';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { formatInstantInZone } from '@marketplace/shared-api/format';
import { useWallClock } from '@marketplace/shared-api/time/use-wall-clock';
import { Muted, SectionCard } from '@marketplace/shared-ui/section-card';
import { RowItem, RowList } from '@marketplace/shared-ui/row-list';
import { LoadErrorRow } from '@marketplace/shared-ui/page-states';

const ACTION_TEXT: Record<AuditAction, string> = {
  'user.update': 'updated user',
  'user.delete': 'deleted user',
  'post.delete': 'deleted post',
  'post.create': 'posted to the listing',
  'premium.accept': 'accepted the premium application of',
  'premium.decline': 'declined the premium application of',
  'review.hide': 'hid',
  'release.promote': 'promoted a release of a remote:',
  'release.rollback': 'rolled back a remote:',
};

/** A changed value as text: lists joined, empty values shown as a dash. */
function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.join(', ') : '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export function AuditLogSection() {
  const { data, isLoading, isError, refetch, fetchNextPage, hasNextPage, isFetchingNextPage } =
    useGetAuditLogPagesInfiniteQuery();
  const entries = data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <SectionCard title="Audit log">
      {isLoading ? (
        <Spinner label="Loading the audit log" />
      ) : isError && entries.length === 0 ? (
        <LoadErrorRow onRetry={() => refetch()}>Failed to load the audit log. Please try again.</LoadErrorRow>
      ) : entries.length === 0 ? (
        <Muted>No admin actions yet.</Muted>
      ) : (
        <>
          <RowList as="ol">
            {entries.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </RowList>
          {hasNextPage && (
            <Button variant="secondary" loading={isFetchingNextPage} onClick={() => fetchNextPage()}>
              Load older entries
            </Button>
          )}
        </>
      )}
    </SectionCard>
  );
}

function Entry({ entry }: { entry: AuditLogEntry }) {
  const { zone } = useWallClock();
  const formatDateTime = (iso: string) => formatInstantInZone(iso, zone, { withYear: true });
  const changes = Object.entries(entry.changes ?? {});
  return (
    <Item>
      <p>
        <strong>{fullName(entry.actor)}</strong> {ACTION_TEXT[entry.action] ?? entry.action} {entry.targetType}{' '}
        <Code>{entry.targetId}</Code>
      </p>
      <Muted>
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </Muted>
      {entry.reason && <Muted>Reason: {entry.reason}</Muted>}
      {changes.length > 0 && (
        <Changes>
          {changes.map(([field, change]) => (
            <li key={field}>
              {field}: {valueText(change.from)} → {valueText(change.to)}
            </li>
          ))}
        </Changes>
      )}
    </Item>
  );
}

const Item = styled(RowItem)`
  overflow-wrap: anywhere;

  p {
    margin: 0;
  }
`;

const Code = styled.code`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Changes = styled.ul`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  padding-left: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
