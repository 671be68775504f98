// Renders this remote's routes the way the composed site does for an admin: a
// fresh store set as the app store (loaders read it), the UI kit's providers and a
// memory data router. Paths this remote does not own render a marker.
//
//   const { router, user } = renderRoute('/admin');
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { STORAGE_KEYS } from '@marketplace/shared-api/constants';
import { setAppStore } from '@marketplace/shared-api/store/app-store';
import { makeStore } from '@marketplace/shared-api/store/make-store';
import type { User } from '@marketplace/shared-api/types';
import { UiProvider } from '@marketplace/shared-ui/ui-provider';
import { routes } from '../routes';
import { anAdmin } from './fixtures';

// Lazy route chunks are compiled on first use, which can take over a second under load.
configure({ asyncUtilTimeout: 5_000 });
jest.setTimeout(20_000);

function LocationMarker() {
  const location = useLocation();
  return <p>{`At ${location.pathname}`}</p>;
}

export function renderRoute(initialEntry: string, { user: signedIn = anAdmin() }: { user?: User } = {}) {
  window.localStorage.setItem(STORAGE_KEYS.token, 'test-token');
  const store = makeStore({ user: signedIn, token: 'test-token', loading: false });
  setAppStore(store);
  const router = createMemoryRouter(
    [{ path: '/', HydrateFallback: () => <p>Loading route</p>, children: [...routes, { path: '*', Component: LocationMarker }] }],
    { initialEntries: [initialEntry] },
  );
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </Provider>,
  );
  return { ...view, store, router, user };
}
