import { findRouteOwner } from './page-remote';
import { manifest } from './test-manifest';

describe('the remote that owns a path', () => {
  it('is the one with the most specific matching route', () => {
    expect(findRouteOwner(manifest, '/profile/list')?.route).toEqual({
      path: '/profile/list',
      access: 'public',
      title: 'Find an Assistant',
      screen: 'profile-list-page',
    });
    expect(findRouteOwner(manifest, '/profile')?.remote.name).toBe('mf_profiles');
    expect(findRouteOwner(manifest, '/admin/user/7')?.route).toEqual({ path: '/admin/user/:userId', access: 'admin' });
    expect(findRouteOwner(manifest, '/a/b/c')).toBeUndefined();
  });

  it("gives the route's params as the router would, decoded", () => {
    expect(findRouteOwner(manifest, '/admin/user/7')?.params).toEqual({ userId: '7' });
    expect(findRouteOwner(manifest, '/a%20b')?.params).toEqual({ id: 'a b' });
    expect(findRouteOwner(manifest, '/profile')?.params).toEqual({});
  });
});
