// This page's client reports (client-reports.ts), sent through the one fetch layer:
// started once at bootstrap, which also hears the errors nothing caught and sends
// what is left as the page is hidden.
import { releasesApi } from '@marketplace/shared-api/api/releases';
import { getAppStore } from '@marketplace/shared-api/store/app-store';
import { createClientReports, type ClientReporter } from './client-reports';

export const pageReports: ClientReporter = createClientReports({
  send: (reports) => void getAppStore().dispatch(releasesApi.endpoints.sendClientReports.initiate({ reports })),
  later: (run, ms) => void window.setTimeout(run, ms),
  now: () => performance.now(),
});

/** Hears uncaught errors and rejections, and the page being hidden. */
export function startPageReports(): void {
  window.addEventListener('error', (event) => pageReports.threw(event.error, event.filename));
  window.addEventListener('unhandledrejection', (event) => pageReports.threw(event.reason));
  window.addEventListener('pagehide', () => pageReports.flush());
}
