import assert from 'node:assert/strict';
import { it } from 'node:test';
import { zonedToInstant } from './time-zone';

it('finds the instant of a wall-clock time in a zone, across daylight-saving changes', () => {
  const at = (date: string, time: string, zone: string) => zonedToInstant(date, time, zone).toISOString();
  assert.equal(at('2026-06-15', '09:00', 'Asia/Manila'), '2026-06-15T01:00:00.000Z');
  assert.equal(at('2026-01-15', '09:00', 'America/New_York'), '2026-01-15T14:00:00.000Z', 'EST');
  assert.equal(at('2026-07-15', '09:00', 'America/New_York'), '2026-07-15T13:00:00.000Z', 'EDT');
  assert.equal(at('2026-03-08', '02:30', 'America/New_York'), '2026-03-08T07:30:00.000Z', 'skipped by spring-forward: just after the gap');
  assert.equal(at('2026-11-01', '01:30', 'America/New_York'), '2026-11-01T05:30:00.000Z', 'twice at fall-back: the first');
  assert.equal(at('2026-04-05', '13:00', 'Australia/Sydney'), '2026-04-05T03:00:00.000Z', 'AEST from 5 April');
});
