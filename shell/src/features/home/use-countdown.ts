import { useEffect, useState } from 'react';
import { msUntilTarget } from './countdown';

/** Ticks every second until 16:00 local time, then stays at zero. */
export function useCountdown(): number {
  const [remaining, setRemaining] = useState(() => msUntilTarget(new Date()));
  useEffect(() => {
    if (remaining === 0) return;
    const timer = window.setInterval(() => {
      const next = msUntilTarget(new Date());
      setRemaining(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
    // Restarting on every tick is not needed: the interval stops itself at zero.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return remaining;
}
