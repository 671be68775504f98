// Paying one period of a recurring series (the whole series when it is paid once):
// the account or mobile number and GCash or Maya as on the single booking's payment step,
// then POST /payments/series opens one checkout for the period's occurrences, and its link
// (and QR, for paying on a phone) is shown. The provider returns the payer to the payment
// return page, which verifies it as for a single booking.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { usePaySeriesMutation } from '@marketplace/shared-api/api/series';
import { PAYMENT_METHOD_CHOICES, WALLET_NAMES } from '@marketplace/shared-api/constants';
import { formatDate } from '@marketplace/shared-api/time/date-format';
import { formatPesos } from '@marketplace/shared-api/format';
import { parseAccountNumber } from '@marketplace/shared-api/schemas/payments';
import type { PaymentMethod, PaymentResponse, SeriesPeriod } from '@marketplace/shared-api/types';
import { WalletPaymentFields } from '@marketplace/shared-ui/wallet-payment-fields';
import { failureText } from '../hooks/use-booking-actions';

export const SERIES_PAY_FAILED = 'Could not start the payment. Please try again.';


export interface SeriesPayFormProps {
  seriesId: string;
  period: SeriesPeriod;
}

/** 'Jun 15 - Jul 10' for a period's first and last occurrence. */
export const periodRange = (period: Pick<SeriesPeriod, 'from' | 'to'>) =>
  period.from === period.to ? formatDate(period.from, 'button') : `${formatDate(period.from, 'button')} - ${formatDate(period.to, 'button')}`;

export function SeriesPayForm({ seriesId, period }: SeriesPayFormProps) {
  const [paySeries, { isLoading }] = usePaySeriesMutation();
  const [accountNumber, setAccountNumber] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('gcash');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [checkout, setCheckout] = useState<PaymentResponse | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const account = parseAccountNumber(accountNumber);
    setFieldError(account.error);
    if (account.error !== undefined) return;
    const result = await paySeries({ seriesId, period: period.index, amount: period.duePesos, accountNumber: account.accountNumber, paymentMethod: method });
    if ('error' in result) {
      setFormError(failureText(SERIES_PAY_FAILED)(result.error));
      return;
    }
    if (!result.data.success || !result.data.paymentUrl) {
      setFormError(SERIES_PAY_FAILED);
      return;
    }
    setCheckout(result.data);
  };

  if (checkout?.paymentUrl) {
    return (
      <Checkout>
        <p>{`Your checkout for ${periodRange(period)} is open: ${formatPesos(period.duePesos)} with ${WALLET_NAMES[method]}.`}</p>
        <a href={checkout.paymentUrl}>Open the {WALLET_NAMES[method]} checkout</a>
        {checkout.qrCodeUrl && <img src={checkout.qrCodeUrl} alt="QR code of the checkout, to pay on your phone" width={200} height={200} />}
      </Checkout>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={`Pay for ${periodRange(period)}`}>
      <WalletPaymentFields
        accountNumber={accountNumber}
        onAccountNumberChange={setAccountNumber}
        accountNumberError={fieldError}
        methods={PAYMENT_METHOD_CHOICES}
        method={method}
        onMethodChange={setMethod}
        amount={formatPesos(period.duePesos)}
        formError={formError}
        loading={isLoading}
      />
    </form>
  );
}

const Checkout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;

  img {
    max-width: 100%;
    height: auto;
  }
`;
