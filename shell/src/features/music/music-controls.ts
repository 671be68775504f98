// The one <audio> lives in the layout (background-music.tsx) while its play/pause
// button sits in the navbar (music-toggle.tsx): this is what the button is handed.
import { createContext, useContext } from 'react';

export interface MusicControls {
  playing: boolean;
  toggle: () => void;
}

export const MusicControlsContext = createContext<MusicControls | null>(null);

/** Null outside BackgroundMusic: there is no music to control. */
export function useMusicControls(): MusicControls | null {
  return useContext(MusicControlsContext);
}
