// /profile's email choices: a checkbox per kind of email, each saved as it is
// ticked; security emails (a password change, a new payout destination) are shown
// on and cannot be turned off. The same choice a mail's unsubscribe link makes.
import styled from 'styled-components';
import { useGetEmailPreferencesQuery, useSetEmailPreferenceMutation } from '@marketplace/shared-api/api/email';
import type { EmailPreference } from '@marketplace/shared-api/types';
import { LoadErrorRow } from '@marketplace/shared-ui/page-states';
import { Muted, SectionCard } from '@marketplace/shared-ui/section-card';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { useToast } from '@marketplace/shared-ui/toast';
import { EMAIL_PREFERENCES_TEXTS } from '../email-preferences-texts';

export function EmailPreferencesSection() {
  const { data, isLoading, isError, isFetching, refetch } = useGetEmailPreferencesQuery();
  return (
    <SectionCard title={EMAIL_PREFERENCES_TEXTS.title}>
      <Muted>{EMAIL_PREFERENCES_TEXTS.intro}</Muted>
      {isLoading ? (
        <Spinner label={EMAIL_PREFERENCES_TEXTS.loading} />
      ) : isError && !data ? (
        <LoadErrorRow onRetry={() => void refetch()} retrying={isFetching}>
          {EMAIL_PREFERENCES_TEXTS.loadFailed}
        </LoadErrorRow>
      ) : (
        <Choices preferences={data ?? []} />
      )}
    </SectionCard>
  );
}

function Choices({ preferences }: { preferences: EmailPreference[] }) {
  const [save, { isLoading: saving, originalArgs }] = useSetEmailPreferenceMutation();
  const toast = useToast();

  const choose = async (preference: EmailPreference, enabled: boolean) => {
    try {
      await save({ kind: preference.kind, enabled }).unwrap();
      toast.show(EMAIL_PREFERENCES_TEXTS.saved(preference.label, enabled), { kind: 'success' });
    } catch {
      toast.show(EMAIL_PREFERENCES_TEXTS.saveFailed, { kind: 'error' });
    }
  };

  return (
    <Fieldset>
      <legend>{EMAIL_PREFERENCES_TEXTS.legend}</legend>
      {preferences.map((preference) => {
        const busy = saving && originalArgs?.kind === preference.kind;
        return (
          <Choice key={preference.kind}>
            <input
              type="checkbox"
              checked={preference.enabled}
              disabled={preference.alwaysOn || busy}
              aria-describedby={preference.alwaysOn ? `email-always-${preference.kind}` : undefined}
              onChange={(event) => void choose(preference, event.currentTarget.checked)}
            />
            <span>
              {preference.label}
              {preference.alwaysOn && <Always id={`email-always-${preference.kind}`}>{EMAIL_PREFERENCES_TEXTS.alwaysOn}</Always>}
            </span>
          </Choice>
        );
      })}
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  padding: 0;
  border: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** The whole row is the label: a 44 px target on a phone. */
const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 44px;
  cursor: pointer;
  overflow-wrap: anywhere;

  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }

  input:disabled + span {
    cursor: default;
  }

  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Always = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
