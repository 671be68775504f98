// GET /api/config: public, and names the zone every date rule is judged in and the cancellation policy.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { MarketplaceConfig } from '@marketplace/shared-api/api/config';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';

describeEachDatabase('GET /api/config', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind, { marketplaceTimeZone: 'Pacific/Honolulu', lateCancelHours: 48, lateCancelPayPercent: 30 });
  });
  after(() => t.close());

  it('answers the marketplace time zone and the cancellation policy to anyone, signed in or not', async () => {
    const response = await t.app.inject({ url: '/api/config' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json<MarketplaceConfig>(), { marketplaceTimeZone: 'Pacific/Honolulu', lateCancelHours: 48, lateCancelPayPercent: 30 });
  });

  it('is Asia/Manila, 24 hours and 50 percent unless the app is told otherwise', async () => {
    const manila = await createTestApp(kind);
    try {
      assert.deepEqual((await manila.app.inject({ url: '/api/config' })).json(), { marketplaceTimeZone: 'Asia/Manila', lateCancelHours: 24, lateCancelPayPercent: 50 });
    } finally {
      await manila.close();
    }
  });
});
