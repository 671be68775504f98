// /profile's payout destination, for every member (assistants' earnings and anyone's
// referral rewards are paid out to it): the wallet set now, its number masked and the
// account's name, or none; and the form that sets a new one (GCash or Maya, the
// wallet's mobile number, the name on the account and the member's password, which a
// change of where money goes asks for again). The password is cleared once the save
// has been answered, whatever the answer.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useGetEarningsQuery, useSetPayoutDestinationMutation } from '@marketplace/shared-api/api/earnings';
import { useLocation } from '@marketplace/shared-api/router';
import { PAYOUT_METHOD_CHOICES, WALLET_NAMES } from '@marketplace/shared-api/constants';
import { formatInstantInZone } from '@marketplace/shared-api/format';
import { payoutDestinationSchema } from '@marketplace/shared-api/schemas/earnings';
import { useWallClock } from '@marketplace/shared-api/time/use-wall-clock';
import type { PayoutDestination, PayoutMethod } from '@marketplace/shared-api/types';
import { Button } from '@marketplace/shared-ui/button';
import { Fact, FactList } from '@marketplace/shared-ui/fact-list';
import { FormError, PasswordField, SelectField, TextField } from '@marketplace/shared-ui/form-fields';
import { FormRow } from '@marketplace/shared-ui/form-layout';
import { LinkButton } from '@marketplace/shared-ui/link-button';
import { LoadErrorRow } from '@marketplace/shared-ui/page-states';
import { Muted, SectionCard } from '@marketplace/shared-ui/section-card';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { useToast } from '@marketplace/shared-ui/toast';
import { useFormValues } from '@marketplace/shared-ui/use-form-values';
import { maskMobileNumber } from '@marketplace/shared-api/format';
import { PAYOUT_DESTINATION_TEXTS, saveFailureText } from '../payout-destination-texts';

interface DestinationFormValues {
  method: PayoutMethod;
  mobileNumber: string;
  accountName: string;
  password: string;
}


export function PayoutDestinationSection() {
  const { data, isLoading, isError, isFetching, refetch } = useGetEarningsQuery();
  const destination = data?.destination ?? null;
  return (
    <SectionCard
      title={PAYOUT_DESTINATION_TEXTS.title}
      action={
        <LinkButton to="/earnings" $variant="secondary" $size="sm">
          Earnings
        </LinkButton>
      }
    >
      <Muted>{PAYOUT_DESTINATION_TEXTS.intro}</Muted>
      {isLoading ? (
        <Spinner label={PAYOUT_DESTINATION_TEXTS.loading} />
      ) : (
        <>
          {isError && !data ? (
            <LoadErrorRow onRetry={() => void refetch()} retrying={isFetching}>
              {PAYOUT_DESTINATION_TEXTS.loadFailed}
            </LoadErrorRow>
          ) : (
            <CurrentDestination destination={destination} />
          )}
          {/* A saved destination starts the form afresh from what was saved. */}
          <DestinationForm key={destination?.updatedAt ?? 'none'} destination={destination} />
        </>
      )}
    </SectionCard>
  );
}

function CurrentDestination({ destination }: { destination: PayoutDestination | null }) {
  const { zone } = useWallClock();
  if (!destination) return <Muted>{PAYOUT_DESTINATION_TEXTS.none}</Muted>;
  return (
    <FactList>
      <Fact label="Paid to">{WALLET_NAMES[destination.method]}</Fact>
      <Fact label="Mobile number">{maskMobileNumber(destination.mobileNumber)}</Fact>
      <Fact label="Account name">{destination.accountName}</Fact>
      <Fact label="Last changed">{formatInstantInZone(destination.updatedAt, zone, { withYear: true })}</Fact>
    </FactList>
  );
}

/** The anchor /earnings links to. */
export const DESTINATION_FORM_ID = 'payout-destination';

function DestinationForm({ destination }: { destination: PayoutDestination | null }) {
  const { values, setValues, text, check, refused } = useFormValues<DestinationFormValues>({
    method: destination?.method ?? 'gcash',
    // The number is typed again rather than shown whole in the page.
    mobileNumber: '',
    accountName: destination?.accountName ?? '',
    password: '',
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [save, { isLoading: saving }] = useSetPayoutDestinationMutation();
  const toast = useToast();
  const headingId = useId();
  // /earnings links here ('/profile#payout-destination'): the form is far down a phone's page.
  const form = useRef<HTMLFormElement>(null);
  const { hash } = useLocation();
  useEffect(() => {
    if (hash !== `#${DESTINATION_FORM_ID}` || !form.current) return;
    form.current.scrollIntoView({ block: 'start' });
    form.current.querySelector<HTMLElement>('select, input')?.focus({ preventScroll: true });
  }, [hash]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const data = check(payoutDestinationSchema, values);
    if (!data) return;
    const result = await save(data);
    setValues((current) => ({ ...current, password: '' }));
    if ('error' in result) {
      // The base query has logged the failed call.
      const message = saveFailureText(result.error);
      refused(result.error, message);
      setFormError(message);
      return;
    }
    toast.show(PAYOUT_DESTINATION_TEXTS.saved, { kind: 'success' });
  };

  return (
    <Form ref={form} id={DESTINATION_FORM_ID} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={headingId}>
      <h3 id={headingId}>{destination ? 'Change where you are paid' : 'Set where you are paid'}</h3>
      <FormError>{formError}</FormError>
      <FormRow>
        <SelectField label="Wallet" options={PAYOUT_METHOD_CHOICES} required {...text('method')} />
        <TextField
          label="Mobile number"
          inputMode="tel"
          autoComplete="tel"
          placeholder="09XXXXXXXXX"
          required
          hint="The number of the wallet account."
          {...text('mobileNumber')}
        />
      </FormRow>
      <TextField label="Account name" autoComplete="name" required hint="As the wallet shows it." {...text('accountName')} />
      <PasswordField label="Current password" required hint="Asked again whenever where you are paid changes." {...text('password')} />
      <div>
        <Button type="submit" loading={saving} loadingLabel="Saving...">
          Save payout destination
        </Button>
      </div>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;
