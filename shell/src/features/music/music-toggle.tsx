// The background music's play/pause button (SPEC section 1), hidden on chat routes
// (the audio itself keeps its state). It sits among the navbar's actions rather
// than floating over the page, where on a phone it covered the page's own controls.
import { useLocation } from '@marketplace/shared-api/router';
import styled from 'styled-components';
import { useRenderingFrameHtml } from '../../components/page-frame';
import { useMusicControls } from './music-controls';

export function isChatRoute(pathname: string): boolean {
  return pathname === '/chat' || pathname.startsWith('/chat/');
}

export function MusicToggle() {
  const controls = useMusicControls();
  const { pathname } = useLocation();
  // Left out of the page frame's HTML, which is one for every path.
  const framed = useRenderingFrameHtml();
  if (!controls || framed || isChatRoute(pathname)) return null;
  const { playing, toggle } = controls;
  return (
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
  );
}

/** Round, the size of the account menu's avatar beside it. */
const ToggleButton = styled.button`
  flex: none;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1rem;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;
