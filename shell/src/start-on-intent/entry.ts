// The built script (build/prerender-pages.mjs bundles it): started by its own tag,
// <script defer src=/start-on-intent.<hash>.js data-app=/main.<hash>.js>.
import { readToken, readStoredUser } from '@marketplace/shared-api/session/storage';
import { requestManifestEarly } from '../federation/early-manifest';
import { startOnIntent } from './start-on-intent';

const self = document.currentScript;
const appSource = self instanceof HTMLScriptElement ? self.dataset.app : undefined;

function readSignedIn(): boolean {
  try {
    return readToken() !== null || readStoredUser() !== null;
  } catch {
    // Storage blocked: nobody is signed in on this page.
    return false;
  }
}

if (appSource) {
  startOnIntent(document, {
    signedIn: readSignedIn(),
    startApp(failed) {
      requestManifestEarly();
      const script = document.createElement('script');
      script.src = appSource;
      script.onerror = failed;
      document.head.append(script);
    },
  });
}
