// What the build could not know, filled in from the visitor's clock before the app
// starts: the countdown's time left (ticking each second) and the year. The home page
// marks those elements (data-fill) and renders them with suppressHydrationWarning, so
// hydration leaves this text in place until the app's own first render replaces it.
import { countdownReading, msUntilTarget } from '../features/home/countdown';

/** Fills the marked elements; returns how to stop the ticking (once the app has taken over). */
export function fillFromClock(document: Document, now: () => Date): () => void {
  const year = document.querySelector('[data-fill="year"]');
  if (year) year.textContent = String(now().getFullYear());
  const countdown = document.querySelector<HTMLTimeElement>('[data-fill="countdown"]');
  if (!countdown) return () => {};
  let timer: ReturnType<typeof setInterval> | undefined;
  const tick = () => {
    const left = msUntilTarget(now());
    const reading = countdownReading(left);
    countdown.textContent = reading.text;
    countdown.dateTime = reading.dateTime;
    if (left === 0) clearInterval(timer);
  };
  tick();
  if (msUntilTarget(now()) > 0) timer = setInterval(tick, 1000);
  return () => clearInterval(timer);
}
