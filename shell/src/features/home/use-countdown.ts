import { useEffect, useState } from 'react';
import { useHydrated } from '@marketplace/shared-ui/use-hydrated';
import { msUntilTarget } from './countdown';

/**
 * Ticks every second until 16:00 local time, then stays at zero. Null while the
 * prerendered page hydrates: the build cannot know the visitor's clock, so the
 * HTML holds a frame without digits and the time appears once React has taken over.
 */
export function useCountdown(): number | null {
  const hydrated = useHydrated();
  const [remaining, setRemaining] = useState(() => msUntilTarget(new Date()));
  useEffect(() => {
    setRemaining(msUntilTarget(new Date()));
    const timer = window.setInterval(() => {
      const next = msUntilTarget(new Date());
      setRemaining(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, []);
  return hydrated ? remaining : null;
}
