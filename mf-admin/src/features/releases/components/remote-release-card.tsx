// One remote on the Releases screen: what is live (which release, its commit and
// build time, who made it live, when and why), Roll back to the release live
// before it, a staged rollout under way (its candidate, its share, Widen to
// everyone and Roll back), what browsers reported of the live release and the
// candidate side by side, a note while a release's host fails browsers, the
// releases kept, each with Promote, Roll out (to a share of browsers) and Preview
// (this browser only), and every change (who, from which release to which, why,
// when). Every change asks for a reason, kept in the history and the audit log.
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@marketplace/shared-api/api/errors';
import { usePreviewReleaseMutation, usePromoteReleaseMutation, useRollbackReleaseMutation } from '@marketplace/shared-api/api/releases';
import { formatInstantInZone } from '@marketplace/shared-api/format';
import { ROLLOUT_SHARE_MAX, ROLLOUT_SHARE_MIN, type RemoteDir } from '@marketplace/shared-api/schemas/releases';
import { useWallClock } from '@marketplace/shared-api/time/use-wall-clock';
import type { RemoteReleases } from '@marketplace/shared-api/types';
import { Badge } from '@marketplace/shared-ui/badge';
import { Button } from '@marketplace/shared-ui/button';
import { Fact, FactList } from '@marketplace/shared-ui/fact-list';
import { TextField } from '@marketplace/shared-ui/form-fields';
import { RowItem, RowList, rowContents } from '@marketplace/shared-ui/row-list';
import { Muted, SectionCard } from '@marketplace/shared-ui/section-card';
import { useToast } from '@marketplace/shared-ui/toast';
import { ReasonDialog } from '../../../components/reason-dialog';
import { ReleaseReports } from './release-reports';
import { RolloutSection } from './rollout-section';

type Change = { kind: 'promote' | 'rollback' | 'rollout' | 'widen' | 'end-rollout'; releaseId: string };

/** What each change's dialog says and does. */
const CHANGES = {
  promote: { title: (id: string, name: string) => `Promote release ${id} of ${name}`, confirm: 'Promote', danger: false },
  rollback: { title: (id: string, name: string) => `Roll ${name} back to release ${id}`, confirm: 'Roll back', danger: true },
  rollout: { title: (id: string, name: string) => `Roll out release ${id} of ${name} to some browsers`, confirm: 'Roll out', danger: false },
  widen: { title: (id: string, name: string) => `Widen release ${id} of ${name} to everyone`, confirm: 'Widen to everyone', danger: false },
  'end-rollout': { title: (id: string, name: string) => `End the rollout of release ${id} of ${name}`, confirm: 'Roll back', danger: true },
} as const;

const ROLLOUT_SHARE_DEFAULT = '10';

export function RemoteReleaseCard({ remote, previewing }: { remote: RemoteReleases; previewing: string | undefined }) {
  const { zone } = useWallClock();
  const when = (iso: string) => formatInstantInZone(iso, zone, { withYear: true });
  const [change, setChange] = useState<Change | null>(null);
  const [share, setShare] = useState(ROLLOUT_SHARE_DEFAULT);
  const [promote] = usePromoteReleaseMutation();
  const [rollback] = useRollbackReleaseMutation();
  const [preview, { isLoading: startingPreview }] = usePreviewReleaseMutation();
  const toast = useToast();
  const name = remote.remote as RemoteDir;
  const { live, rollout } = remote;
  const previous = remote.rollbackTo;
  const hostDown = remote.releases.filter((release) => release.hostDownSince && (release.releaseId === live?.releaseId || release.releaseId === rollout?.releaseId));

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
    const percent = Number(share);
    if (change.kind === 'rollout' && !(Number.isInteger(percent) && percent >= ROLLOUT_SHARE_MIN && percent <= ROLLOUT_SHARE_MAX)) {
      throw new Error(`Give a whole percentage from ${ROLLOUT_SHARE_MIN} to ${ROLLOUT_SHARE_MAX}.`);
    }
    const result =
      change.kind === 'rollback' || change.kind === 'end-rollout'
        ? await rollback({ remote: name, reason })
        : await promote({ remote: name, releaseId: change.releaseId, reason, ...(change.kind === 'rollout' ? { share: percent } : {}) });
    if ('error' in result) throw new Error(errorMessage(result.error, 'The change could not be made. Please try again.'));
    const done = {
      promote: `release ${change.releaseId} is live`,
      rollback: `release ${change.releaseId} is live`,
      widen: `release ${change.releaseId} is live for everyone`,
      rollout: `release ${change.releaseId} goes to ${percent}% of browsers`,
      'end-rollout': `the rollout of release ${change.releaseId} ended; everyone gets the live release`,
    }[change.kind];
    toast.show(`${name}: ${done}.`, { kind: 'success' });
  };

  return (
    <SectionCard
      title={name}
      action={
        previous && !rollout ? (
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
      {rollout && (
        <RolloutSection
          remote={name}
          rollout={rollout}
          when={when}
          onWiden={() => setChange({ kind: 'widen', releaseId: rollout.releaseId })}
          onRollBack={() => setChange({ kind: 'end-rollout', releaseId: rollout.releaseId })}
        />
      )}
      {live && (
        <ReleaseReports
          remote={name}
          shown={[{ label: 'Live release', releaseId: live.releaseId }, ...(rollout ? [{ label: 'Candidate', releaseId: rollout.releaseId }] : [])]}
          reports={remote.reports}
        />
      )}
      {hostDown.map((release) => (
        <p role="status" key={release.releaseId}>
          Host not answering: browsers load release <Code>{release.releaseId}</Code> from the site’s copy since {when(release.hostDownSince!)}.
        </p>
      ))}
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
            const isCandidate = release.releaseId === rollout?.releaseId;
            const isPreviewed = release.releaseId === previewing;
            return (
              <Item key={release.releaseId} aria-label={`Release ${release.releaseId}`}>
                <div>
                  <Code>{release.releaseId}</Code> {isLive && <Badge variant="success">Live</Badge>}
                  {isCandidate && <Badge variant="info">{`Rolling out to ${rollout.share}%`}</Badge>}
                  {isPreviewed && <Badge variant="info">Previewing</Badge>}
                  {release.refusal && <Badge variant="danger">Refused</Badge>}
                  <Muted>
                    commit {release.commit} · built {when(release.builtAt)}
                    {release.origin ? ` · at ${release.origin}` : ''}
                  </Muted>
                  {release.refusal && <Muted>Its checks refused it, so it is never made live: {release.refusal}</Muted>}
                </div>
                {!isLive && !isCandidate && !release.refusal && (
                  <Actions>
                    {!isPreviewed && (
                      <Button variant="secondary" size="sm" loading={startingPreview} onClick={() => void startPreview(release.releaseId)}>
                        Preview
                      </Button>
                    )}
                    {live && (
                      <Button variant="secondary" size="sm" onClick={() => setChange({ kind: 'rollout', releaseId: release.releaseId })}>
                        Roll out
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
              {when(entry.at)}: {HISTORY_VERBS[entry.action]}
              {entry.action === 'rollout' ? ` to ${entry.share}% of browsers` : ''}{' '}
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
          title={CHANGES[change.kind].title(change.releaseId, name)}
          description={
            change.kind === 'rollout'
              ? 'That share of browsers gets this release on their next page load, the same one each time; the rest keep the live release. The server ends the rollout by itself if its error rate is well above the live release’s. The reason is kept in the history and the audit log.'
              : 'Every new page load, for everyone, gets this release within seconds. The reason is kept in the history and the audit log.'
          }
          confirmLabel={CHANGES[change.kind].confirm}
          danger={CHANGES[change.kind].danger}
          required="Please say why: the reason is kept in the history."
          onConfirm={confirm}
          onClose={() => {
            setChange(null);
            setShare(ROLLOUT_SHARE_DEFAULT);
          }}
        >
          {change.kind === 'rollout' && (
            <TextField
              label="Share of browsers (%)"
              type="number"
              inputMode="numeric"
              min={ROLLOUT_SHARE_MIN}
              max={ROLLOUT_SHARE_MAX}
              required
              value={share}
              onChange={(event) => setShare(event.target.value)}
            />
          )}
        </ReasonDialog>
      )}
    </SectionCard>
  );
}

/** How the history says each change. */
const HISTORY_VERBS = { promote: 'promoted', rollback: 'rolled back', rollout: 'rolled out', 'end-rollout': 'ended the rollout, back' } as const;

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
