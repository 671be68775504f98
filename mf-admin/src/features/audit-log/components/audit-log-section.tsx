// The audit log: every admin write, newest first, told in words with names
// (audit-sentence.ts) and when it happened, paged by cursor.
import styled from 'styled-components';
import { useGetAuditLogPagesInfiniteQuery } from '@marketplace/shared-api/api/admin';
import { formatInstantInZone } from '@marketplace/shared-api/format';
import type { AuditLogEntry } from '@marketplace/shared-api/types';
import { useWallClock } from '@marketplace/shared-api/time/use-wall-clock';
import { Button } from '@marketplace/shared-ui/button';
import { LoadErrorRow } from '@marketplace/shared-ui/page-states';
import { RowItem, RowList } from '@marketplace/shared-ui/row-list';
import { Muted, SectionCard } from '@marketplace/shared-ui/section-card';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { auditSentence } from '../audit-sentence';

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
  return (
    <Item>
      <p>{auditSentence(entry)}</p>
      <Muted>
        <time dateTime={entry.at}>{formatInstantInZone(entry.at, zone, { withYear: true })}</time>
      </Muted>
    </Item>
  );
}

const Item = styled(RowItem)`
  overflow-wrap: anywhere;

  p {
    margin: 0;
  }
`;
