import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { weekdaysFrom } from './weekdays';

describe('weekdays to book on', () => {
  it('steps over the weekend from a Saturday, a Friday and a Wednesday', () => {
    assert.deepEqual(weekdaysFrom('2026-06-13', 2), ['2026-06-15', '2026-06-16']);
    assert.deepEqual(weekdaysFrom('2026-06-12', 2), ['2026-06-12', '2026-06-15']);
    assert.deepEqual(weekdaysFrom('2026-06-10', 3), ['2026-06-10', '2026-06-11', '2026-06-12']);
  });
});
