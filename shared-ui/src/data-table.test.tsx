import { act, screen, within } from '@testing-library/react';
import { renderWithUi } from '../../jest/render';
import { DataTable, type DataColumn } from './data-table';

interface Line {
  id: string;
  description: string;
  amount: string;
}

const COLUMNS: DataColumn<Line>[] = [
  { header: 'Description', cell: (line) => line.description },
  { header: 'Amount', cell: (line) => line.amount, numeric: true },
];

const LINES: Line[] = [
  { id: 'a', description: 'Session with Ben Cruz', amount: '₱4,500.00' },
  { id: 'b', description: 'Referral reward', amount: '₱125.00' },
];

function renderLines() {
  return renderWithUi(<DataTable label="Statement lines" columns={COLUMNS} rows={LINES} rowKey={(line) => line.id} />);
}

describe('DataTable', () => {
  afterEach(() => {
    window.innerWidth = 1024;
  });

  it('is a named table with a header per column on wider screens, amounts at the right', () => {
    renderLines();
    const table = screen.getByRole('table', { name: 'Statement lines' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Description', 'Amount']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Session with Ben Cruz', '₱4,500.00'],
      ['Referral reward', '₱125.00'],
    ]);
    expect(getComputedStyle(within(rows[0]).getByText('₱4,500.00')).textAlign).toBe('right');
    expect(getComputedStyle(within(rows[0]).getByText('Session with Ben Cruz')).textAlign).toBe('left');
  });

  it('stacks each record on a phone, every value read with its column name, and follows a resize', () => {
    window.innerWidth = 360;
    renderLines();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Statement lines' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const facts = within(items[1]).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['Description', 'Referral reward'],
      ['Amount', '₱125.00'],
    ]);
    act(() => {
      window.innerWidth = 1280;
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByRole('table', { name: 'Statement lines' })).toBeInTheDocument();
  });
});
