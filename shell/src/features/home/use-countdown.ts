import { useEffect, useState } from 'react';
import { useNow } from '@marketplace/shared-api/time/now';
import { useHydrated } from '@marketplace/shared-ui/use-hydrated';
import { msUntilTarget } from './countdown';

/**
 * Ticks every second until 16:00 local time, then stays at zero. Null while the
 * prerendered page hydrates: the build cannot know the visitor's clock, so the
 * HTML holds a frame without digits and the time appears once React has taken over.
 * "Now" is the screens' clock (NowContext): a test fixes it.
 */
export function useCountdown(): number | null {
  const hydrated = useHydrated();
  const now = useNow();
  const [remaining, setRemaining] = useState(() => msUntilTarget(now()));
  useEffect(() => {
    setRemaining(msUntilTarget(now()));
    const timer = window.setInterval(() => {
      const next = msUntilTarget(now());
      setRemaining(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [now]);
  return hydrated ? remaining : null;
}
