import { configApi } from '@marketplace/shared-api/api/config';
import { makeStore } from '@marketplace/shared-api/store/make-store';
import { mockFetch } from '../../../jest/mock-fetch';

describe('getConfig', () => {
  it('reads the marketplace time zone from GET /api/config', async () => {
    const fetchSpy = mockFetch({ 'GET /api/config': [200, { marketplaceTimeZone: 'Asia/Manila', lateCancelHours: 24, lateCancelPayPercent: 50 }] });
    const store = makeStore();
    const result = await store.dispatch(configApi.endpoints.getConfig.initiate());
    expect(result.data).toEqual({ marketplaceTimeZone: 'Asia/Manila', lateCancelHours: 24, lateCancelPayPercent: 50 });
    expect(fetchSpy.requests.map((request) => request.route)).toEqual(['GET /api/config']);
  });
});
