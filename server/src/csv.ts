// The one CSV writer of every export the product writes (statements, the
// finance report): RFC 4180 through csv-stringify, a record per line ended by
// CRLF, a field quoted when it holds a comma, a quote or a line break. A cell
// beginning with =, +, -, @, a tab or a carriage return (or their full-width
// forms) is written with a leading apostrophe, so a spreadsheet shows it as
// text rather than running it as a formula: the cells hold what people typed
// (names, descriptions), and a name like =HYPERLINK(...) must not become a
// link in an operator's spreadsheet. A signed number (an amount such as
// -12.50) is data, not a formula, and stays as it is so it stays a number.
import { stringify } from 'csv-stringify/sync';

export type CsvCell = string | number | null;

const SIGNED_NUMBER = /^[-+]?\d+(\.\d+)?$/;

export function toCsv(rows: CsvCell[][]): string {
  return stringify(rows, {
    record_delimiter: '\r\n',
    // A field holding a lone line break is quoted too, as RFC 4180 asks (the option's default is off with a CRLF delimiter).
    quote_record_delimiter: true,
    escape_formulas: true,
    cast: {
      // An object answer carries options for this one field.
      string: (value) => (SIGNED_NUMBER.test(value) ? { value, escape_formulas: false } : value),
    },
  });
}
