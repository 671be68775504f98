// Tells a prerendered page's first script (start-on-intent) that the app has hydrated
// the page, so it hands over what the visitor did meanwhile. Rendered beside the page,
// inside the layout's Suspense boundary: hydration commits that boundary after the rest
// of the shell, and a click handed over before then reached a page React had not yet
// taken over (and was lost).
import { useEffect } from 'react';
import { APP_STARTED_EVENT } from '../start-on-intent/app-started-event';

export function AppStartedSignal() {
  useEffect(() => {
    document.dispatchEvent(new Event(APP_STARTED_EVENT));
  }, []);
  return null;
}
