/** The two layout branches remote routes are patched into. */
export const PUBLIC_ROUTES_ID = 'public-routes';
export const PRIVATE_ROUTES_ID = 'private-routes';
