// Release tokens on the Releases screen: what a team or its CI job ships with.
// An admin makes one (named for who will hold it, for one remote or for all,
// with an expiry), sees it once to hand over, and revokes it when the team no
// longer needs it; the list says which are in use, expired or revoked.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@marketplace/shared-api/api/errors';
import { useCreateReleaseTokenMutation, useGetReleaseTokensQuery, useRevokeReleaseTokenMutation } from '@marketplace/shared-api/api/releases';
import { formatInstantInZone } from '@marketplace/shared-api/format';
import {
  ALL_REMOTES,
  RELEASE_TOKEN_DAYS_DEFAULT,
  RELEASE_TOKEN_DAYS_MAX,
  REMOTE_DIRS,
  type CreateReleaseTokenInput,
} from '@marketplace/shared-api/schemas/releases';
import { useNow } from '@marketplace/shared-api/time/now';
import { useWallClock } from '@marketplace/shared-api/time/use-wall-clock';
import type { ReleaseToken } from '@marketplace/shared-api/types';
import { Badge } from '@marketplace/shared-ui/badge';
import { Button } from '@marketplace/shared-ui/button';
import { ConfirmDialog, useConfirmTarget } from '@marketplace/shared-ui/confirm-dialog';
import { FormError, SelectField, TextField } from '@marketplace/shared-ui/form-fields';
import { LoadErrorRow } from '@marketplace/shared-ui/page-states';
import { RowItem, RowList, rowContents } from '@marketplace/shared-ui/row-list';
import { Muted, SectionCard } from '@marketplace/shared-ui/section-card';
import { useToast } from '@marketplace/shared-ui/toast';

type Scope = CreateReleaseTokenInput['remote'];
const SCOPES: Array<{ value: Scope; label: string }> = [{ value: ALL_REMOTES, label: 'Every remote' }, ...REMOTE_DIRS.map((remote) => ({ value: remote, label: remote }))];

export function ReleaseTokensCard() {
  const { data, isFetching, refetch } = useGetReleaseTokensQuery();
  const [made, setMade] = useState<{ name: string; token: string } | null>(null);
  const [revokeToken] = useRevokeReleaseTokenMutation();
  const toast = useToast();
  const revoke = useConfirmTarget(async (token: ReleaseToken) => {
    const result = await revokeToken(token.id);
    if ('error' in result) toast.show(errorMessage(result.error, 'The token could not be revoked. Please try again.'), { kind: 'error' });
    else toast.show(`The release token “${token.name}” is revoked: it ships nothing from now on.`, { kind: 'success' });
  });

  return (
    <SectionCard title="Release tokens">
      <Muted>
        A team ships its part of the site with a release token. Make one for the team or its build job, hand it over, and revoke it when they no longer
        need it. Its name is who the history says made each change.
      </Muted>
      <NewTokenForm onMade={setMade} />
      {made && (
        <Shown role="status" aria-label="New release token">
          <p>
            The release token “{made.name}”. Copy it now: it is not shown again.
          </p>
          <TokenText>{made.token}</TokenText>
          <Button variant="secondary" size="sm" onClick={() => setMade(null)}>
            Done
          </Button>
        </Shown>
      )}
      {!data ? (
        isFetching ? null : (
          <LoadErrorRow retrying={isFetching} onRetry={() => refetch()}>
            Failed to load the release tokens. Please try again.
          </LoadErrorRow>
        )
      ) : data.tokens.length === 0 ? (
        <Muted>No release token yet.</Muted>
      ) : (
        <RowList aria-label="Release tokens">
          {data.tokens.map((token) => (
            <TokenRow key={token.id} token={token} onRevoke={() => revoke.ask(token)} />
          ))}
        </RowList>
      )}
      <ConfirmDialog
        {...revoke.dialogProps}
        title={`Revoke the release token “${revoke.target?.name ?? ''}”?`}
        message="Whoever holds it can ship nothing from now on. Releases it shipped stay as they are."
        confirmLabel="Revoke"
        danger
      />
    </SectionCard>
  );
}

function TokenRow({ token, onRevoke }: { token: ReleaseToken; onRevoke: () => void }) {
  const { zone } = useWallClock();
  const now = useNow();
  const when = (iso: string) => formatInstantInZone(iso, zone, { withYear: true });
  const expired = new Date(token.expiresAt).getTime() <= now().getTime();
  return (
    <Item aria-label={`Release token ${token.name}`}>
      <div>
        <strong>{token.name}</strong> {token.revokedAt ? <Badge variant="danger">Revoked</Badge> : expired ? <Badge variant="warning">Expired</Badge> : null}
        <Muted>
          {token.remote ?? 'every remote'} · made {when(token.createdAt)}
          {token.createdBy ? ` by ${token.createdBy}` : ''} · {token.revokedAt ? `revoked ${when(token.revokedAt)}` : `${expired ? 'expired' : 'expires'} ${when(token.expiresAt)}`}
          {token.lastUsedAt ? ` · last used ${when(token.lastUsedAt)}` : ' · never used'}
        </Muted>
      </div>
      {!token.revokedAt && !expired && (
        <Button variant="danger" size="sm" onClick={onRevoke}>
          Revoke
        </Button>
      )}
    </Item>
  );
}

function NewTokenForm({ onMade }: { onMade: (made: { name: string; token: string }) => void }) {
  const [name, setName] = useState('');
  const [remote, setRemote] = useState<Scope>(ALL_REMOTES);
  const [days, setDays] = useState(String(RELEASE_TOKEN_DAYS_DEFAULT));
  const [failed, setFailed] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateReleaseTokenMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(null);
    const result = await create({ name, remote, expiresInDays: Number(days) });
    if ('error' in result) {
      setFailed(errorMessage(result.error, 'The token could not be made. Please try again.'));
      return;
    }
    onMade({ name: result.data.description.name, token: result.data.token });
    setName('');
  };

  return (
    <Form onSubmit={(event) => void submit(event)} aria-label="New release token">
      <TextField label="Who will hold it" placeholder="chat team CI" value={name} onChange={(event) => setName(event.target.value)} required />
      <SelectField label="May ship" options={SCOPES} value={remote} onChange={(event) => setRemote(SCOPES.find((scope) => scope.value === event.target.value)?.value ?? ALL_REMOTES)} />
      <TextField
        label="Expires after (days)"
        type="number"
        min={1}
        max={RELEASE_TOKEN_DAYS_MAX}
        value={days}
        onChange={(event) => setDays(event.target.value)}
        required
      />
      <FormError>{failed}</FormError>
      <Button type="submit" loading={isLoading}>
        Make token
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  align-items: end;
`;

const Shown = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  justify-items: start;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
`;

const TokenText = styled.code`
  overflow-wrap: anywhere;
  user-select: all;
  max-width: 100%;
`;

const Item = styled(RowItem)`
  ${rowContents}
  justify-content: space-between;
`;
