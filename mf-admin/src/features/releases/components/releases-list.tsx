// Every remote's releases, for the Releases screen; 'Stop preview' when this
// browser previews any.
import styled from 'styled-components';
import { useGetReleasesQuery, useStopPreviewMutation } from '@marketplace/shared-api/api/releases';
import { Button } from '@marketplace/shared-ui/button';
import { LoadErrorRow } from '@marketplace/shared-ui/page-states';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { RemoteReleaseCard } from './remote-release-card';

export function ReleasesList() {
  const { data, isLoading, isFetching, refetch } = useGetReleasesQuery();
  const [stopPreview, { isLoading: stopping }] = useStopPreviewMutation();
  if (isLoading) return <Spinner label="Loading releases" />;
  if (!data) {
    return (
      <LoadErrorRow retrying={isFetching} onRetry={() => refetch()}>
        Failed to load the releases. Please try again.
      </LoadErrorRow>
    );
  }
  const previewing = Object.keys(data.previews).length > 0;
  return (
    <Sections>
      {previewing && (
        <Preview role="status">
          <span>This browser previews releases that are not live; everyone else keeps the live ones.</span>
          <Button variant="secondary" size="sm" loading={stopping} onClick={() => void stopPreview()}>
            Stop preview
          </Button>
        </Preview>
      )}
      {data.remotes.map((remote) => (
        <RemoteReleaseCard key={remote.remote} remote={remote} previewing={data.previews[remote.remote]} />
      ))}
    </Sections>
  );
}

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

const Preview = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;
