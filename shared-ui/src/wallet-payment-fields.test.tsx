import { screen } from '@testing-library/react';
import { useState } from 'react';
import { WalletPaymentFields } from './wallet-payment-fields';
import { renderWithUi } from '../../jest/render';

const WALLETS = [
  { value: 'gcash', label: 'GCash' },
  { value: 'maya', label: 'Maya' },
] as const;

interface PayFormProps {
  accountNumberError?: string;
  formError?: string | null;
  loading?: boolean;
  onSubmit?: (values: { accountNumber: string; method: string }) => void;
}

/** A caller as the payment forms are: it keeps the values and submits the form itself. */
function PayForm({ accountNumberError, formError, loading, onSubmit = () => {} }: PayFormProps) {
  const [accountNumber, setAccountNumber] = useState('');
  const [method, setMethod] = useState<'gcash' | 'maya'>('gcash');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ accountNumber, method });
      }}
    >
      <WalletPaymentFields
        accountNumber={accountNumber}
        onAccountNumberChange={setAccountNumber}
        accountNumberError={accountNumberError}
        methods={WALLETS}
        method={method}
        onMethodChange={setMethod}
        amount="₱1,500"
        formError={formError}
        loading={loading}
      />
    </form>
  );
}

describe('WalletPaymentFields', () => {
  it('asks for the account number and the wallet, and Pay names the amount and the chosen wallet', async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithUi(<PayForm onSubmit={onSubmit} />);

    const account = screen.getByRole('textbox', { name: 'Account or mobile number' });
    expect(account).toHaveAttribute('inputmode', 'tel');
    expect(account).toHaveAttribute('placeholder', '09XX XXX XXXX');
    expect(account).toBeRequired();
    const wallets = screen.getByRole('radiogroup', { name: 'Payment method' });
    expect(screen.getByRole('radio', { name: 'GCash' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Pay ₱1,500 with GCash' })).toBeEnabled();

    await user.type(account, '0917 123 4567');
    await user.click(screen.getByText('Maya'));

    expect(wallets).toContainElement(screen.getByRole('radio', { name: 'Maya' }));
    expect(screen.getByRole('radio', { name: 'Maya' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'GCash' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Pay ₱1,500 with Maya' }));
    expect(onSubmit).toHaveBeenCalledWith({ accountNumber: '0917 123 4567', method: 'maya' });
  });

  it("ties the account number's error to its field and shows the form's error as an alert", () => {
    renderWithUi(<PayForm accountNumberError="Please enter the account number." formError="Could not start the payment." />);

    const account = screen.getByRole('textbox', { name: 'Account or mobile number' });
    expect(account).toBeInvalid();
    expect(account).toHaveAccessibleDescription('Please enter the account number.');
    expect(screen.getByRole('alert')).toHaveTextContent('Could not start the payment.');
  });

  it('shows no alert without a form error', () => {
    renderWithUi(<PayForm formError={null} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Account or mobile number' })).toBeValid();
  });

  it('is busy and cannot be sent again while the payment starts', () => {
    renderWithUi(<PayForm loading />);
    const pay = screen.getByRole('button', { name: /Processing\.\.\./ });
    expect(pay).toBeDisabled();
    expect(pay).toHaveAttribute('aria-busy', 'true');
  });
});
