import { act, screen, waitFor } from '@testing-library/react';
import { BackgroundMusic } from './background-music';
import { isChatRoute, MusicToggle } from './music-toggle';
import { renderWithProviders } from '../../../../jest/render';

/** As the layout composes them: the toggle, wherever it sits, controls the one <audio>. */
const music = (
  <BackgroundMusic>
    <MusicToggle />
  </BackgroundMusic>
);

describe('background music', () => {
  let play: jest.SpyInstance;
  beforeEach(() => {
    play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new Error('NotAllowedError'));
    jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });

  it('loops at volume 0.5 and starts on the first click when autoplay is blocked', async () => {
    const { user } = renderWithProviders(
      <>
        <BackgroundMusic />
        <button type="button">Anywhere</button>
      </>,
    );
    const audio = screen.getByTestId('background-music') as HTMLAudioElement;
    expect(audio.loop).toBe(true);
    expect(audio.volume).toBe(0.5);
    // Autoplay is tried once the page has loaded and the browser is idle.
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    await act(async () => undefined);
    play.mockResolvedValue(undefined);
    await user.click(screen.getByRole('button', { name: 'Anywhere' }));
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('tries autoplay only once the page is idle, and not for a visitor who started the music before', async () => {
    let idle: IdleRequestCallback | undefined;
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
      idle = callback;
      return 1;
    });
    window.cancelIdleCallback = jest.fn();
    try {
      play.mockResolvedValue(undefined);
      const { user, unmount } = renderWithProviders(music, { initialEntries: ['/home'] });
      const audio = screen.getByTestId('background-music') as HTMLAudioElement;
      expect(play).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Play music' }));
      expect(play).toHaveBeenCalledTimes(1);
      // What a real play() fires (the spy does not); the visitor may pause it from here on.
      act(() => void audio.dispatchEvent(new Event('play')));
      act(() => idle?.({ didTimeout: false, timeRemaining: () => 50 }));
      expect(play).toHaveBeenCalledTimes(1);
      unmount();
    } finally {
      // jsdom has neither; the other tests run on the setTimeout fallback.
      delete (window as Partial<Window>).requestIdleCallback;
      delete (window as Partial<Window>).cancelIdleCallback;
    }
  });

  it('hides the play/pause button on chat routes only', () => {
    expect(isChatRoute('/chat')).toBe(true);
    expect(isChatRoute('/chat/42')).toBe(true);
    expect(isChatRoute('/chatty')).toBe(false);
    renderWithProviders([{ path: '/chat/:id', element: music }], { initialEntries: ['/chat/42'] });
    expect(screen.queryByRole('button', { name: /music/ })).not.toBeInTheDocument();
  });

  it('shows the play/pause button elsewhere', () => {
    renderWithProviders(music, { initialEntries: ['/home'] });
    expect(screen.getByRole('button', { name: 'Play music' })).toBeInTheDocument();
  });
});
