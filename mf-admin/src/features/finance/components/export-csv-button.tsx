// 'Export CSV': the period's books as the server writes them (GET
// /api/admin/finance.csv), saved as a file named for the period.
import { useLazyGetFinanceCsvQuery } from '@marketplace/shared-api/api/earnings';
import { Button } from '@marketplace/shared-ui/button';
import { saveTextFile } from '@marketplace/shared-ui/save-file';
import { useToast } from '@marketplace/shared-ui/toast';
import type { FinancePeriod } from '../period';

export const EXPORT_TEXTS = {
  saved: 'The finance CSV is downloaded.',
  failed: 'The CSV could not be exported. Please try again.',
} as const;

export const csvFileName = ({ from, to }: FinancePeriod) => `finance-${from}-to-${to}.csv`;

export function ExportCsvButton({ period }: { period: FinancePeriod }) {
  const [fetchCsv, { isFetching }] = useLazyGetFinanceCsvQuery();
  const toast = useToast();

  const exportCsv = async () => {
    let csv: string;
    try {
      // unwrap: a failed export must not save the CSV an earlier one left in the cache.
      csv = await fetchCsv(period).unwrap();
    } catch {
      // The base query has logged the failed call.
      toast.show(EXPORT_TEXTS.failed, { kind: 'error' });
      return;
    }
    saveTextFile(csv, csvFileName(period), 'text/csv');
    toast.show(EXPORT_TEXTS.saved, { kind: 'success' });
  };

  return (
    <Button variant="secondary" loading={isFetching} onClick={() => void exportCsv()}>
      Export CSV
    </Button>
  );
}
