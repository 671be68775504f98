// The one CSV writer: fields quoted as RFC 4180 says, and no cell a
// spreadsheet would run as a formula.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { toCsv } from './csv';

describe('the CSV writer', () => {
  it('writes a record per CRLF line, quoting fields that hold a comma, a quote or a line break, and empty cells for null', () => {
    assert.equal(toCsv([['Date', 'Description'], ['2026-06-01', 'Booking, 4 hours'], ['2026-06-02', 'She said "hi"\nthen left'], ['x', null]]), 'Date,Description\r\n2026-06-01,"Booking, 4 hours"\r\n2026-06-02,"She said ""hi""\nthen left"\r\nx,\r\n');
  });

  it('writes a cell that begins like a formula as text, with a leading apostrophe', () => {
    const hostile = ['=HYPERLINK("http://evil.example/?x","Open")', '+1+1', '-2+3', '@SUM(A1)', '\tnote', '\rnote', '＝1+1', 'plain'];
    assert.deepEqual(toCsv([hostile]).trimEnd().split(','), [
      `"'=HYPERLINK(""http://evil.example/?x""`,
      `""Open"")"`,
      "'+1+1",
      "'-2+3",
      "'@SUM(A1)",
      "'\tnote",
      `"'\rnote"`,
      "'＝1+1",
      'plain',
    ]);
  });

  it('keeps signed amounts as numbers', () => {
    assert.equal(toCsv([['-12.50', '+3', '1250.00', -4.5, 0]]), '-12.50,+3,1250.00,-4.5,0\r\n');
  });
});
