// What a payer fills in to pay with an e-wallet, wherever they pay (a booking, a period of
// a recurring series): the account or mobile number, the wallet as tiles a thumb can hit,
// why the payment did not start, and Pay, naming the amount and the wallet. It draws and
// nothing more: the caller keeps the values, validates them, passes the wallets it offers
// and sends its own call, so each payment keeps its own request and outcome. Put it inside
// the caller's <form>; the button submits it.
import styled from 'styled-components';
import { Button } from '@marketplace/shared-ui/button';
import { FormError, TextField } from '@marketplace/shared-ui/form-fields';
import { RadioGroupField, type RadioChoice } from '@marketplace/shared-ui/radio-group-field';

export interface WalletPaymentFieldsProps<M extends string> {
  accountNumber: string;
  onAccountNumberChange: (value: string) => void;
  /** Why the account number cannot be used, shown under it and announced with it. */
  accountNumberError?: string;
  /** The wallets offered, each with the name the payer knows it by ('GCash'). */
  methods: readonly RadioChoice<M>[];
  method: M;
  onMethodChange: (method: M) => void;
  /** The amount as the payer reads it ('₱1,500'): the button says 'Pay ₱1,500 with GCash'. */
  amount: string;
  /** Why the payment did not start, above the button. */
  formError?: string | null;
  /** While the payment starts the button is busy and says 'Processing...'. */
  loading?: boolean;
}

export function WalletPaymentFields<M extends string>({
  accountNumber,
  onAccountNumberChange,
  accountNumberError,
  methods,
  method,
  onMethodChange,
  amount,
  formError,
  loading = false,
}: WalletPaymentFieldsProps<M>) {
  const wallet = methods.find((choice) => choice.value === method)?.label ?? method;
  return (
    <Fields>
      <TextField
        label="Account or mobile number"
        name="accountNumber"
        inputMode="tel"
        autoComplete="tel"
        placeholder="09XX XXX XXXX"
        required
        value={accountNumber}
        error={accountNumberError}
        onChange={(event) => onAccountNumberChange(event.target.value)}
      />
      <RadioGroupField label="Payment method" name="paymentMethod" layout="tiles" choices={methods} value={method} onChange={onMethodChange} />
      {formError && <FormError>{formError}</FormError>}
      <Button type="submit" fullWidth loading={loading} loadingLabel="Processing...">
        {`Pay ${amount} with ${wallet}`}
      </Button>
    </Fields>
  );
}

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;
