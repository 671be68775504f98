// Everything the composed site's screens rely on: the one store, the dark theme,
// toasts, the session bootstrap, the one socket and the cache it keeps live.
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppSocket } from '@marketplace/shared-api/socket/socket-context';
import type { AppStore } from '@marketplace/shared-api/store/make-store';
import { UiProvider } from '@marketplace/shared-ui/ui-provider';
import { useSessionBootstrap } from '../features/session/use-session-bootstrap';
import { PageFrameProvider, type PageFrameInfo } from '../components/page-frame';
import { LiveCache, SocketProvider } from '../features/socket/socket-provider';

function SessionBootstrap({ children }: { children: ReactNode }) {
  useSessionBootstrap();
  return children;
}

interface AppProvidersProps {
  store: AppStore;
  /** Makes the one socket (SocketProvider's own default when absent); must not change between renders. */
  createSocket?: () => Promise<AppSocket>;
  /** The page frame the server's HTML held (components/page-frame.tsx), if any. */
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
            <LiveCache />
            <PageFrameProvider value={frame}>
              {children}
              {signals}
            </PageFrameProvider>
          </SocketProvider>
        </SessionBootstrap>
      </UiProvider>
    </Provider>
  );
}
