// One remote on the Releases screen: what is live (which release, its commit and
// build time, who made it live, when and why), Roll back to the release live
// before it, the releases kept, each with Promote and Preview (this browser
// only), and every change (who, from which release to which, why, when). Every
// change asks for a reason, kept in the history and the audit log.
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@marketplace/shared-api/api/errors';
import { usePreviewReleaseMutation, usePromoteReleaseMutation, useRollbackReleaseMutation } from '@marketplace/shared-api/api/releases';
import { formatInstantInZone } from '@marketplace/shared-api/format';
import type { RemoteDir } from '@marketplace/shared-api/schemas/releases';
import { useWallClock } from '@marketplace/shared-api/time/use-wall-clock';
import type { RemoteReleases } from '@marketplace/shared-api/types';
import { Badge } from '@marketplace/shared-ui/badge';
import { Button } from '@marketplace/shared-ui/button';
import { Fact, FactList } from '@marketplace/shared-ui/fact-list';
import { RowItem, RowList, rowContents } from '@marketplace/shared-ui/row-list';
import { Muted, SectionCard } from '@marketplace/shared-ui/section-card';
import { useToast } from '@marketplace/shared-ui/toast';
import { ReasonDialog } from '../../../components/reason-dialog';

type Change = { kind: 'promote'; releaseId: string } | { kind: 'rollback'; releaseId: string };

export function RemoteReleaseCard({ remote, previewing }: { remote: RemoteReleases; previewing: string | undefined }) {
  const { zone } = useWallClock();
  const when = (iso: string) => formatInstantInZone(iso, zone, { withYear: true });
  const [change, setChange] = useState<Change | null>(null);
  const [promote] = usePromoteReleaseMutation();
  const [rollback] = useRollbackReleaseMutation();
  const [preview, { isLoading: startingPreview }] = usePreviewReleaseMutation();
  const toast = useToast();
  const name = remote.remote as RemoteDir;
  const { live } = remote;
  const previous = remote.rollbackTo;

  const startPreview = async (releaseId: string) => {
    try {
      await preview({ remote: name, releaseId }).unwrap();
      toast.show(`This browser now previews release ${releaseId} of ${name}. Open any page to see it.`, { kind: 'success' });
    } catch (error) {
      toast.show(errorMessage(error as never, 'The preview could not start. Please try again.'), { kind: 'error' });
    }
  };

  const confirm = async (reason: string) => {
    if (!change) return;
    const result = change.kind === 'promote' ? await promote({ remote: name, releaseId: change.releaseId, reason }) : await rollback({ remote: name, reason });
    if ('error' in result) throw new Error(errorMessage(result.error, 'The change could not be made. Please try again.'));
    toast.show(`${name}: release ${change.releaseId} is live.`, { kind: 'success' });
  };

  return (
    <SectionCard
      title={name}
      action={
        previous ? (
          <Button variant="danger" size="sm" onClick={() => setChange({ kind: 'rollback', releaseId: previous })}>
            Roll back
          </Button>
        ) : undefined
      }
    >
      {live ? (
        <FactList>
          <Fact label="Live release">
            <Code>{live.releaseId}</Code>
          </Fact>
          <Fact label="Commit">
            <Code>{live.commit}</Code>
          </Fact>
          <Fact label="Built">{when(live.builtAt)}</Fact>
          <Fact label={live.action === 'rollback' ? 'Rolled back' : 'Promoted'}>
            {when(live.at)} by {live.by}: “{live.reason}”
          </Fact>
        </FactList>
      ) : (
        <Muted>No release of this part of the site has been shipped: visitors get the version installed with the server.</Muted>
      )}
      {previewing && (
        <p role="status">
          This browser previews release <Code>{previewing}</Code>.
        </p>
      )}
      <h3>Releases kept</h3>
      {remote.releases.length === 0 ? (
        <Muted>None yet. The team that builds {name} ships one with its release token (see Release tokens below).</Muted>
      ) : (
        <RowList aria-label={`Releases of ${name}`}>
          {remote.releases.map((release) => {
            const isLive = release.releaseId === live?.releaseId;
            const isPreviewed = release.releaseId === previewing;
            return (
              <Item key={release.releaseId} aria-label={`Release ${release.releaseId}`}>
                <div>
                  <Code>{release.releaseId}</Code> {isLive && <Badge variant="success">Live</Badge>}
                  {isPreviewed && <Badge variant="info">Previewing</Badge>}
                  {release.refusal && <Badge variant="danger">Refused</Badge>}
                  <Muted>
                    commit {release.commit} · built {when(release.builtAt)}
                    {release.origin ? ` · at ${release.origin}` : ''}
                  </Muted>
                  {release.refusal && <Muted>Its checks refused it, so it is never made live: {release.refusal}</Muted>}
                </div>
                {!isLive && !release.refusal && (
                  <Actions>
                    {!isPreviewed && (
                      <Button variant="secondary" size="sm" loading={startingPreview} onClick={() => void startPreview(release.releaseId)}>
                        Preview
                      </Button>
                    )}
                    <Button size="sm" onClick={() => setChange({ kind: 'promote', releaseId: release.releaseId })}>
                      Promote
                    </Button>
                  </Actions>
                )}
              </Item>
            );
          })}
        </RowList>
      )}
      <h3>History</h3>
      {remote.history.length === 0 ? (
        <Muted>Nothing has changed yet.</Muted>
      ) : (
        <History aria-label={`History of ${name}`}>
          {remote.history.map((entry) => (
            <li key={`${entry.at}-${entry.releaseId}-${entry.action}`}>
              {when(entry.at)}: {entry.action === 'rollback' ? 'rolled back' : 'promoted'}{' '}
              {entry.previousReleaseId ? (
                <>
                  from <Code>{entry.previousReleaseId}</Code>{' '}
                </>
              ) : null}
              to <Code>{entry.releaseId}</Code> by {entry.by}: “{entry.reason}”
            </li>
          ))}
        </History>
      )}
      {change && (
        <ReasonDialog
          title={change.kind === 'promote' ? `Promote release ${change.releaseId} of ${name}` : `Roll ${name} back to release ${change.releaseId}`}
          description="Every new page load, for everyone, gets this release within seconds. The reason is kept in the history and the audit log."
          confirmLabel={change.kind === 'promote' ? 'Promote' : 'Roll back'}
          danger={change.kind === 'rollback'}
          required="Please say why: the reason is kept in the history."
          onConfirm={confirm}
          onClose={() => setChange(null)}
        />
      )}
    </SectionCard>
  );
}

const Item = styled(RowItem)`
  ${rowContents}
  justify-content: space-between;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const History = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  overflow-wrap: anywhere;
`;

const Code = styled.code`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;
