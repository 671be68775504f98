// /admin/finance: the operator's books for a period (totals and whether they
// balance, each assistant's balances, failed payouts, disputes), for admins.
import { FinanceReport } from '../features/finance/components/finance-report';
import { ConsoleSubpage } from './console-subpage';

export function FinancePage() {
  return (
    <ConsoleSubpage title="Finance">
      <FinanceReport />
    </ConsoleSubpage>
  );
}
