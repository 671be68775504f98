/** The layout branches remote routes are patched into. */
export const PUBLIC_ROUTES_ID = 'public-routes';
export const PRIVATE_ROUTES_ID = 'private-routes';
export const ADMIN_ROUTES_ID = 'admin-routes';
