import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contractMismatches } from './contract-mismatches';
import type { ReleaseManifest } from './release-manifest';

const booking = (exposes: string[]): ReleaseManifest => ({
  name: 'mf_booking',
  remote: 'mf-booking',
  releaseId: '0123456789abcdef',
  entry: 'remoteEntry.js',
  routes: [
    { path: '/bookings', access: 'private' },
    { path: '/book/:consultantId', access: 'private' },
  ],
  exposes,
  exposeFiles: {},
  screenFiles: {},
  types: {},
  shared: {},
  build: { commit: 'abc', builtAt: '2026-06-01T00:00:00.000Z' },
  files: [],
});

describe("a built remote against the contract", () => {
  it('holds when its routes are the declared ones and its widgets are components', () => {
    const manifest = booking(['./routes', './BookingWidget', './BookingTotals']);
    assert.deepEqual(
      contractMismatches(manifest, [
        { expose: './routes', routePaths: ['/book/:consultantId', '/bookings'], component: false },
        { expose: './BookingWidget', routePaths: null, component: true },
        { expose: './BookingTotals', routePaths: null, component: true },
      ]),
      [],
    );
  });

  it('names each break: a missing widget, one the contract does not name, routes that differ, an export that is no component, a module that fails', () => {
    const manifest = booking(['./routes', './BookingWidget', './DateTimePicker']);
    assert.deepEqual(
      contractMismatches(manifest, [
        { expose: './routes', routePaths: ['/bookings'], component: false },
        { expose: './BookingWidget', routePaths: null, component: false },
        { expose: './DateTimePicker', error: 'Loading chunk 12 failed' },
      ]),
      [
        'mf-booking does not expose mf_booking/BookingTotals, which the contract gives it',
        'mf_booking/routes exports the routes /bookings, but its release declares /book/:consultantId, /bookings',
        'mf_booking/BookingWidget exports no component',
        'mf_booking/DateTimePicker does not load: Loading chunk 12 failed',
      ],
    );
    assert.deepEqual(contractMismatches(booking(['./BookingWidget', './BookingTotals', './Extra']), [{ expose: './Extra', routePaths: null, component: true }]), [
      'mf-booking does not expose ./routes',
      'mf_booking/Extra is exposed, but the contract does not name it',
    ]);
  });

  it("refuses a widget that renders nothing or throws with the props its host passes", () => {
    const manifest = booking(['./routes', './BookingWidget', './BookingTotals']);
    assert.deepEqual(
      contractMismatches(manifest, [
        { expose: './routes', routePaths: ['/book/:consultantId', '/bookings'], component: false },
        { expose: './BookingWidget', routePaths: null, component: true, mount: 'nothing' },
        { expose: './BookingTotals', routePaths: null, component: true, mount: { threw: "Cannot read properties of undefined (reading 'length')" } },
      ]),
      [
        'mf_booking/BookingWidget renders nothing with the props its host passes',
        "mf_booking/BookingTotals throws with the props its host passes: Cannot read properties of undefined (reading 'length')",
      ],
    );
  });
});

