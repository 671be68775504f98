// Records with the same fields (a month's earnings, a statement's lines, a
// receipt's payments) as a table on wider screens, and on a phone, where its
// columns do not fit in 360 px, as stacked rows: one block per record, each value
// beside its column's name. Both are named by `label`, and each value is read with
// its column (a header cell, or a FactList label), so nothing scrolls sideways and
// nothing is lost. Amounts ($numeric) line up at the right in the table.
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Fact, FactList } from '@marketplace/shared-ui/fact-list';
import { RowItem, RowList } from '@marketplace/shared-ui/row-list';
import { useIsMobile } from '@marketplace/shared-ui/use-is-mobile';

export interface DataColumn<Row> {
  /** The column's header, and each stacked row's label for its value. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** An amount: right-aligned and in tabular digits, so columns of money line up. */
  numeric?: boolean;
}

export interface DataTableProps<Row> {
  /** The table's (or the stacked list's) accessible name, e.g. 'Your earnings'. */
  label: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  /** A row's React key; a list that never reorders (a statement's lines) may key by place. */
  rowKey: (row: Row, index: number) => string;
  className?: string;
}

export function DataTable<Row>({ label, columns, rows, rowKey, className }: DataTableProps<Row>) {
  const isMobile = useIsMobile();
  if (isMobile) {
    return (
      <RowList aria-label={label} className={className}>
        {rows.map((row, index) => (
          <RowItem key={rowKey(row, index)}>
            <FactList>
              {columns.map((column) => (
                <Fact key={column.header} label={column.header}>
                  {column.cell(row)}
                </Fact>
              ))}
            </FactList>
          </RowItem>
        ))}
      </RowList>
    );
  }
  return (
    <Table aria-label={label} className={className}>
      <thead>
        <tr>
          {columns.map((column) => (
            <Cell as="th" scope="col" key={column.header} $numeric={column.numeric}>
              {column.header}
            </Cell>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)}>
            {columns.map((column) => (
              <Cell key={column.header} $numeric={column.numeric}>
                {column.cell(row)}
              </Cell>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/* No scroll box around it: the table fits the width it gets (phones get the stacked rows), and a long word breaks rather than widen the page. */
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Cell = styled.td<{ $numeric?: boolean }>`
  padding: ${({ theme }) => theme.space[2]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  text-align: left;
  vertical-align: top;
  overflow-wrap: anywhere;

  ${({ $numeric }) =>
    $numeric &&
    css`
      text-align: right;
      font-variant-numeric: tabular-nums;
      white-space: nowrap;
    `}
`;
