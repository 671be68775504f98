import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { deferred } from '../../../jest/deferred';
import { FIRST_PAGE_WAIT_MS, firstNavigationEnded, firstPageSignal } from './first-page';

/** A router whose one page's loader waits for `data`; it fails with 'Down' when `data` rejects. */
function routerOver(data: Promise<string>) {
  return createMemoryRouter([
    {
      path: '/',
      loader: () => data,
      Component: () => <h1>Page</h1>,
      errorElement: <h1>Something went wrong</h1>,
      HydrateFallback: () => <p>Loading</p>,
    },
  ]);
}

/** Renders the app as bootstrap.tsx does: the signal, made when the router is, rendered after it. */
function renderWithSignal(router: ReturnType<typeof routerOver>, { shown, FirstPageSignal } = firstPageSignal(router)) {
  const settled = jest.fn();
  void shown.then(settled);
  render(
    <StrictMode>
      <RouterProvider router={router} />
      <FirstPageSignal />
    </StrictMode>,
  );
  return settled;
}

describe('firstPageSignal', () => {
  it('leaves a first navigation that ended before the app rendered to the RouterProvider', async () => {
    // A remote that is refused fails its page at once, before React has rendered anything.
    const router = routerOver(Promise.reject(new Error('Down')));
    const subscribe = jest.spyOn(router, 'subscribe');
    const signal = firstPageSignal(router);
    // React Router hands the result of a first navigation nobody listened to to its first
    // subscriber only: made with the router, the signal must not take it.
    expect(subscribe).not.toHaveBeenCalled();
    await waitFor(() => expect(router.state.initialized).toBe(true));
    const settled = renderWithSignal(router, signal);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    await waitFor(() => expect(settled).toHaveBeenCalledTimes(1));
  });

  it('waits for the first navigation to end', async () => {
    const data = deferred<string>();
    const settled = renderWithSignal(routerOver(data.promise));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    data.resolve('in');
    expect(await screen.findByRole('heading', { name: 'Page' })).toBeInTheDocument();
    await waitFor(() => expect(settled).toHaveBeenCalledTimes(1));
  });

  it('gives up waiting after FIRST_PAGE_WAIT_MS', async () => {
    jest.useFakeTimers();
    try {
      const { shown } = firstPageSignal({ state: { initialized: false }, subscribe: () => () => {} });
      const settled = jest.fn();
      void shown.then(settled);
      await jest.advanceTimersByTimeAsync(FIRST_PAGE_WAIT_MS - 1);
      expect(settled).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(settled).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('firstNavigationEnded', () => {
  it('waits for the page’s data, and the app rendered then shows the page at once', async () => {
    const data = deferred<string>();
    const router = routerOver(data.promise);
    const ended = jest.fn();
    void firstNavigationEnded(router).then(ended);
    await Promise.resolve();
    expect(ended).not.toHaveBeenCalled();
    data.resolve('in');
    await waitFor(() => expect(ended).toHaveBeenCalledTimes(1));
    const settled = renderWithSignal(router);
    // No loading state first: the RouterProvider starts from the ended navigation.
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    await waitFor(() => expect(settled).toHaveBeenCalledTimes(1));
  });

  it('leaves a page that failed to the RouterProvider rendered after it', async () => {
    const router = routerOver(Promise.reject(new Error('Down')));
    await firstNavigationEnded(router);
    renderWithSignal(router);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  });

  it('stops listening once the navigation has ended', async () => {
    const router = routerOver(Promise.resolve('in'));
    const unsubscribes: jest.Mock[] = [];
    const subscribe = router.subscribe.bind(router);
    jest.spyOn(router, 'subscribe').mockImplementation((listener) => {
      const unsubscribe = jest.fn(subscribe(listener));
      unsubscribes.push(unsubscribe);
      return unsubscribe;
    });
    await firstNavigationEnded(router);
    expect(unsubscribes).toHaveLength(1);
    expect(unsubscribes[0]).toHaveBeenCalledTimes(1);
  });

  it('gives up after the wait, and stops listening', async () => {
    jest.useFakeTimers();
    try {
      const unsubscribe = jest.fn();
      const ended = jest.fn();
      void firstNavigationEnded({ state: { initialized: false }, subscribe: () => unsubscribe }, 1_000).then(ended);
      await jest.advanceTimersByTimeAsync(999);
      expect(ended).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(ended).toHaveBeenCalledTimes(1);
      expect(unsubscribe).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
