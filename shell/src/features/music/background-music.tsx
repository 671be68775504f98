// SPEC section 1: background music loops site-wide at volume 0.5. When the browser
// blocks autoplay it starts on the first click anywhere. The play/pause button is
// hidden on chat routes (the audio itself keeps its state).
//
// Autoplay is tried once the page has loaded and the browser is idle: the music file
// (about 100 KB) otherwise downloads alongside the page's own code, data and images,
// and on a phone's connection delays the page. A click before then starts it.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from '@marketplace/shared-api/router';
import styled from 'styled-components';
import { AUDIO_DEFAULT_VOLUME } from '@marketplace/shared-api/constants';
import musicUrl from '../../assets/background-music.mp3';
import { whenPageSettled } from '../../app/when-page-settled';
import { useRenderingFrameHtml } from '../../components/page-frame';

export function isChatRoute(pathname: string): boolean {
  return pathname === '/chat' || pathname.startsWith('/chat/');
}

export function BackgroundMusic() {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const { pathname } = useLocation();
  // Hidden on chat routes, so left out of the page frame's HTML, one for every path.
  const showToggle = !useRenderingFrameHtml() && !isChatRoute(pathname);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.volume = AUDIO_DEFAULT_VOLUME;
    const startOnFirstClick = () => {
      void audio.play().catch((error: unknown) => console.error('Background music could not start', error));
    };
    // Once started (by autoplay, the first click or the toggle), clicks no longer start it,
    // and a visitor who has already played and paused it is not overruled by autoplay.
    let started = false;
    const stopWaiting = () => {
      started = true;
      document.removeEventListener('click', startOnFirstClick);
    };
    audio.addEventListener('play', stopWaiting);
    document.addEventListener('click', startOnFirstClick);
    const cancelAutoplay = whenPageSettled(() => {
      // Blocked: the first click (still awaited) starts it.
      if (!started) audio.play().catch(() => undefined);
    });
    return () => {
      cancelAutoplay();
      stopWaiting();
      audio.removeEventListener('play', stopWaiting);
    };
  }, []);

  const toggle = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) void audio.play().catch((error: unknown) => console.error('Background music could not start', error));
    else audio.pause();
  };

  return (
    <>
      <audio
        ref={audioRef}
        src={musicUrl}
        loop
        // Fetched when it first plays (at start, or on the first click), never ahead of the page's own code.
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        data-testid="background-music"
      />
      {showToggle && (
        <ToggleButton
          type="button"
          onClick={(event) => {
            // Keep the first-click starter from undoing this click's pause.
            event.stopPropagation();
            toggle();
          }}
          aria-pressed={playing}
          aria-label={playing ? 'Pause music' : 'Play music'}
        >
          {playing ? '❚❚' : '♪'}
        </ToggleButton>
      )}
    </>
  );
}

const ToggleButton = styled.button`
  position: fixed;
  right: 1.25rem;
  bottom: 1.25rem;
  z-index: 30;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.1rem;
  cursor: pointer;
  box-shadow: 0 6px 20px rgb(0 0 0 / 35%);
`;
