/** Dispatched on the document by the app once a prerendered page has hydrated (app/app-started-signal.tsx). */
export const APP_STARTED_EVENT = 'marketplace:app-started';
