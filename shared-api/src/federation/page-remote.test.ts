import { findRouteOwner } from './page-remote';
import { manifest } from './test-manifest';

describe('the remote that owns a path', () => {
  it('is the one with the most specific matching route', () => {
    expect(findRouteOwner(manifest, '/profile/list')?.route).toEqual({ path: '/profile/list', access: 'public', title: 'Find an Assistant' });
    expect(findRouteOwner(manifest, '/profile')?.remote.name).toBe('mf_profiles');
    expect(findRouteOwner(manifest, '/admin/user/7')?.route).toEqual({ path: '/admin/user/:userId', access: 'admin' });
    expect(findRouteOwner(manifest, '/a/b/c')).toBeUndefined();
  });
});
