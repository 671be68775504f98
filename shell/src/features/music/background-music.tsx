// SPEC section 1: background music loops site-wide at volume 0.5. When the browser
// blocks autoplay it starts on the first click anywhere. The layout wraps itself in
// this, so its play/pause button (music-toggle.tsx), wherever the layout puts it,
// controls the one <audio>.
//
// Autoplay is tried once the page has loaded and the browser is idle: the music file
// (about 100 KB) otherwise downloads alongside the page's own code, data and images,
// and on a phone's connection delays the page. A click before then starts it.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { AUDIO_DEFAULT_VOLUME } from '@marketplace/shared-api/constants';
import musicUrl from '../../assets/background-music.mp3';
import { whenPageSettled } from '../../app/when-page-settled';
import { MusicControlsContext } from './music-controls';

export function BackgroundMusic({ children }: { children?: ReactNode }) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);

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

  const toggle = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) void audio.play().catch((error: unknown) => console.error('Background music could not start', error));
    else audio.pause();
  }, []);
  // The same object until playing changes: the toggle renders again only then.
  const controls = useMemo(() => ({ playing, toggle }), [playing, toggle]);

  return (
    <MusicControlsContext.Provider value={controls}>
      {children}
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
    </MusicControlsContext.Provider>
  );
}
