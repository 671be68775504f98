// What browsers reported of a remote's live release and, during a staged
// rollout, of its candidate, side by side: page loads, errors and the share of
// loads that went wrong, since what browsers get last changed. The server ends
// a rollout whose candidate's rate is too far above the live one's.
import styled from 'styled-components';
import type { ReleaseClientCounts } from '@marketplace/shared-api/types';
import { Muted } from '@marketplace/shared-ui/section-card';

/** Errors per page load, in whole percent (a load with several errors counts once); null with no loads. */
export function errorRateText(counts: Pick<ReleaseClientCounts, 'loads' | 'errors'>): string | null {
  return counts.loads ? `${Math.round((Math.min(counts.errors, counts.loads) / counts.loads) * 100)}%` : null;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function ReleaseReports({ remote, shown, reports }: { remote: string; shown: Array<{ label: string; releaseId: string }>; reports: ReleaseClientCounts[] }) {
  return (
    <Side aria-label={`Reports of ${remote}`}>
      {shown.map(({ label, releaseId }) => {
        const counts = reports.find((entry) => entry.releaseId === releaseId) ?? { releaseId, loads: 0, errors: 0 };
        const rate = errorRateText(counts);
        return (
          <li key={releaseId} aria-label={`${label} ${releaseId}`}>
            <strong>{label}</strong> <Code>{releaseId}</Code>
            <div>
              {plural(counts.loads, 'page load', 'page loads')}, {plural(counts.errors, 'error', 'errors')}
              {rate ? ` (error rate ${rate})` : ''}
            </div>
            {!counts.loads && <Muted>No page has reported loading it yet.</Muted>}
          </li>
        );
      })}
    </Side>
  );
}

const Side = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-wrap: anywhere;
`;

const Code = styled.code`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
