import { act, screen } from '@testing-library/react';
import { HomePage, VIDEO_LOAD_FAILED } from './home-page';
import { renderWithProviders } from '../../../../jest/render';

// The video dialog is its own chunk; a chunk the network failed to deliver rejects its import.
let mockVideoChunkFails = false;
jest.mock('./video-dialog', () => {
  if (mockVideoChunkFails) throw new Error('Loading chunk video-dialog failed');
  return jest.requireActual('./video-dialog');
});

describe('HomePage', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the headline, Get Started to /register and the video modal', async () => {
    const { user } = renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { name: 'Find a Good Assistant Here' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    await user.click(screen.getByRole('button', { name: 'Top Rated Assistant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Top Rated Assistant' });
    expect(dialog.querySelector('video')).not.toBeNull();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('©');
  });

  it('ticks the countdown every second and stops at zero', () => {
    jest.useFakeTimers({ now: new Date(2026, 10, 21, 15, 59, 58) });
    renderWithProviders(<HomePage />);
    const clock = screen.getByLabelText('Time left until 4:00 PM');
    expect(clock).toHaveTextContent('00:00:02');
    act(() => jest.advanceTimersByTime(1000));
    expect(clock).toHaveTextContent('00:00:01');
    act(() => jest.advanceTimersByTime(5000));
    expect(clock).toHaveTextContent('00:00:00');
  });

  it('says something went wrong when the background fails to load', () => {
    renderWithProviders(<HomePage />);
    const background = document.querySelector('img[aria-hidden="true"]')!;
    act(() => {
      background.dispatchEvent(new Event('error'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
  });

  // Last: it empties the module registry so that the dialog's chunk is fetched again, and fails.
  it('keeps the page and says so when the video cannot be loaded', async () => {
    mockVideoChunkFails = true;
    jest.resetModules();
    const { user } = renderWithProviders(<HomePage />);
    await user.click(screen.getByRole('button', { name: 'Top Rated Assistant' }));
    expect(await screen.findByText(VIDEO_LOAD_FAILED)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Top Rated Assistant' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Find a Good Assistant Here' })).toBeInTheDocument();
  });
});
