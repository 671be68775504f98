import { act, screen } from '@testing-library/react';
import { BackgroundMusic, isChatRoute } from './background-music';
import { renderWithProviders } from '../../../../jest/render';

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
    expect(play).toHaveBeenCalledTimes(1);
    await act(async () => undefined);
    play.mockResolvedValue(undefined);
    await user.click(screen.getByRole('button', { name: 'Anywhere' }));
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('hides the play/pause button on chat routes only', () => {
    expect(isChatRoute('/chat')).toBe(true);
    expect(isChatRoute('/chat/42')).toBe(true);
    expect(isChatRoute('/chatty')).toBe(false);
    renderWithProviders([{ path: '/chat/:id', element: <BackgroundMusic /> }], { initialEntries: ['/chat/42'] });
    expect(screen.queryByRole('button', { name: /music/ })).not.toBeInTheDocument();
  });

  it('shows the play/pause button elsewhere', () => {
    renderWithProviders(<BackgroundMusic />, { initialEntries: ['/home'] });
    expect(screen.getByRole('button', { name: 'Play music' })).toBeInTheDocument();
  });
});
