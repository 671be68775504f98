import { act, render, screen } from '@testing-library/react';
import { TOAST_MS } from '@marketplace/shared-api/constants';
import { useToast, type ToastKind } from './toast';
import { renderWithUi } from '../../jest/render';

function Trigger({ message, kind }: { message: string; kind?: ToastKind }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(message, { kind })}>
      Notify
    </button>
  );
}

describe('Toast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const setup = (message: string, kind?: ToastKind) =>
    renderWithUi(<Trigger message={message} kind={kind} />, { userEvent: { advanceTimers: jest.advanceTimersByTime } });

  it(`shows a status message that disappears after ${TOAST_MS} ms`, async () => {
    const { user } = setup('Booking rescheduled', 'success');
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    expect(screen.getByRole('status')).toHaveTextContent('Booking rescheduled');

    act(() => jest.advanceTimersByTime(TOAST_MS - 1));
    expect(screen.getByRole('status')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces errors as alerts', async () => {
    const { user } = setup('Failed to cancel booking', 'error');
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to cancel booking');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('can be dismissed before its time', async () => {
    const { user } = setup('Referral link copied to clipboard!');
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Referral link copied to clipboard!')).not.toBeInTheDocument();
  });

  it('gives each toast its own 3 seconds', async () => {
    const { user } = setup('Saved');
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    act(() => jest.advanceTimersByTime(TOAST_MS / 2));
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    expect(screen.getAllByRole('status')).toHaveLength(2);

    act(() => jest.advanceTimersByTime(TOAST_MS / 2));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(TOAST_MS / 2));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('tells the developer when the provider is missing', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the render error too
    expect(() => render(<Trigger message="x" />)).toThrow('useToast() needs a <ToastProvider>');
  });
});
