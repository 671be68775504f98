import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { useScrollToTopOnNewPage } from './use-scroll-to-top-on-new-page';

function Layout() {
  useScrollToTopOnNewPage();
  return <Outlet />;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ element: <Layout />, children: [{ path: '/profile/list', element: null }, { path: '/profile/:id', element: null }] }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

let scrollTo: jest.SpyInstance;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => scrollTo.mockRestore());

test('the first page is left where the browser put it', () => {
  renderAt('/profile/list');
  expect(scrollTo).not.toHaveBeenCalled();
});

test('a link to another page opens it at its top', async () => {
  const router = renderAt('/profile/list');
  await act(() => router.navigate('/profile/abc'));
  expect(router.state.location.pathname).toBe('/profile/abc');
  expect(scrollTo).toHaveBeenCalledTimes(1);
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
});

test('a redirect (replace) to another page opens it at its top too', async () => {
  const router = renderAt('/profile/list');
  await act(() => router.navigate('/profile/abc', { replace: true }));
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
});

test('a new query on the same page keeps the scroll', async () => {
  const router = renderAt('/profile/list');
  await act(() => router.navigate('/profile/list?skills=AI'));
  expect(router.state.location.search).toBe('?skills=AI');
  expect(scrollTo).not.toHaveBeenCalled();
});

test('back leaves the scroll to the browser, which restores it', async () => {
  const router = renderAt('/profile/list');
  await act(() => router.navigate('/profile/abc'));
  scrollTo.mockClear();
  await act(() => router.navigate(-1));
  expect(router.state.location.pathname).toBe('/profile/list');
  expect(scrollTo).not.toHaveBeenCalled();
});
