// Everything the composed site's screens rely on: the one store, the dark theme,
// toasts, the session bootstrap, the one socket and the live notification badge.
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppSocket } from '@marketplace/shared-api/socket/socket-context';
import type { AppStore } from '@marketplace/shared-api/store/make-store';
import { UiProvider } from '@marketplace/shared-ui/ui-provider';
import { useNotificationSync } from '../features/notifications/use-notification-sync';
import { useSessionBootstrap } from '../features/session/use-session-bootstrap';
import { PageFrameProvider, type PageFrameInfo } from '../features/layout/page-frame';
import { SocketProvider } from '../features/socket/socket-provider';

function SessionBootstrap({ children }: { children: ReactNode }) {
  useSessionBootstrap();
  return children;
}

/** Keeps the notification cache (the navbar badge, /notifications) in step with the socket. */
function LiveNotifications({ children }: { children: ReactNode }) {
  useNotificationSync();
  return children;
}

interface AppProvidersProps {
  store: AppStore;
  /** Makes the one socket (SocketProvider's own default when absent); must not change between renders. */
  createSocket?: () => Promise<AppSocket>;
  /** The page frame the server's HTML held (features/layout/page-frame.tsx), if any. */
  frame?: PageFrameInfo | null;
  /** The router. */
  children: ReactNode;
  /**
   * What listens beside the router (bootstrap.tsx): always rendered after it, as the
   * prerender renders nothing there, so the router sits where it did in the HTML and
   * React's generated ids (useId: labels, aria-labelledby) match when hydrated.
   */
  signals?: ReactNode;
}

export function AppProviders({ store, createSocket, frame = null, children, signals = null }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <UiProvider>
        <SessionBootstrap>
          <SocketProvider create={createSocket}>
            <LiveNotifications>
              <PageFrameProvider value={frame}>
                {children}
                {signals}
              </PageFrameProvider>
            </LiveNotifications>
          </SocketProvider>
        </SessionBootstrap>
      </UiProvider>
    </Provider>
  );
}
