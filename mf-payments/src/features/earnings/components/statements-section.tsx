// Statements: one row per month with entries, newest first, each with its CSV
// (saved as a file, as a booking's calendar file is) and its printable page. Each
// button and link names its month for a screen reader, where several rows read alike.
import { useState } from 'react';
import styled from 'styled-components';
import { useLazyGetStatementCsvQuery } from '@marketplace/shared-api/api/earnings';
import { formatDate } from '@marketplace/shared-api/time/date-format';
import { Button } from '@marketplace/shared-ui/button';
import { LinkButton } from '@marketplace/shared-ui/link-button';
import { RowItem, RowList, RowMain, rowContents } from '@marketplace/shared-ui/row-list';
import { saveTextFile } from '@marketplace/shared-ui/save-file';
import { Muted, SectionCard } from '@marketplace/shared-ui/section-card';
import { useToast } from '@marketplace/shared-ui/toast';
import { VisuallyHidden } from '@marketplace/shared-ui/visually-hidden';
import { EARNINGS_TEXTS, statementFailedText, statementSavedText } from '../earnings-texts';

export function StatementsSection({ months }: { months: string[] }) {
  const [fetchCsv] = useLazyGetStatementCsvQuery();
  const [downloading, setDownloading] = useState<string | null>(null);
  const toast = useToast();

  const download = async (month: string) => {
    setDownloading(month);
    const result = await fetchCsv(month);
    setDownloading(null);
    // A failed refetch still carries the last CSV fetched: only a fresh answer is saved.
    if (!result.isError && result.data !== undefined) {
      saveTextFile(result.data, `earnings-statement-${month}.csv`, 'text/csv');
      toast.show(statementSavedText(formatDate(month, 'month')), { kind: 'success' });
    } else {
      toast.show(statementFailedText(formatDate(month, 'month')), { kind: 'error' });
    }
  };

  return (
    <SectionCard title="Statements">
      {months.length === 0 ? (
        <Muted>{EARNINGS_TEXTS.noStatements}</Muted>
      ) : (
        <RowList aria-label="Statements">
          {months.map((month) => {
            const name = formatDate(month, 'month');
            return (
              <Row key={month}>
                <RowMain $basis="8rem">
                  <strong>{name}</strong>
                </RowMain>
                <Button variant="secondary" size="sm" loading={downloading === month} onClick={() => void download(month)}>
                  Download CSV<VisuallyHidden> for {name}</VisuallyHidden>
                </Button>
                <LinkButton to={`/earnings/statements/${month}`} $variant="ghost" $size="sm">
                  View printable<VisuallyHidden> statement for {name}</VisuallyHidden>
                </LinkButton>
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
