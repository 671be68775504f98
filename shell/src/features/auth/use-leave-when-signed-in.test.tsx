import { act, screen } from '@testing-library/react';
import { sessionCleared } from '@marketplace/shared-api/session/session-slice';
import { renderWithProviders } from '../../../../jest/render';
import { useLeaveWhenSignedIn } from './use-leave-when-signed-in';

function VisitorsPage() {
  useLeaveWhenSignedIn();
  return <p>The visitors' form</p>;
}

describe('useLeaveWhenSignedIn', () => {
  // A prerendered page whose chunk the browser had cached rendered before the session
  // check ended; the hook then called one more hook than before and the page failed.
  it('stays on the page when the session check ends after its first render', () => {
    const { store } = renderWithProviders([{ path: '/register', element: <VisitorsPage /> }], {
      initialEntries: ['/register?referralCode=ABC123'],
      session: { loading: true },
    });
    expect(screen.getByText("The visitors' form")).toBeInTheDocument();
    act(() => {
      store.dispatch(sessionCleared());
    });
    expect(screen.getByText("The visitors' form")).toBeInTheDocument();
  });
});
