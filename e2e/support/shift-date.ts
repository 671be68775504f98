// Runs in every page before its own scripts (test.ts adds it to each context):
// the page's Date reads the e2e run's clock, the real time shifted by the run's
// offset (./run-clock.ts), and moves on with it. Only Date: timers, animation
// frames and performance stay the browser's own, so an error thrown in a timer
// is still reported to the console guard (Playwright's clock.install wraps
// timers and keeps such errors to itself). A flow that calls page.clock.setFixedTime
// later gets Playwright's fixed clock on top, which reads no time of this one.
//
// Once Playwright's clock is in the page (globalThis.__pwClock), it owns the time,
// and this Date answers real time: Playwright's clock reads the Date it found as
// the real one and moves its own counters by how far that Date is from the test
// runner's clock, so a shift left in place moved them by the run's offset too (a
// month ahead: the page's app never started).
export function shiftDate(offsetMs: number): void {
  const RealDate = Date;
  const realNow = RealDate.now.bind(RealDate);
  const now = () => realNow() + ('__pwClock' in globalThis ? 0 : offsetMs);
  const Shifted = new Proxy(RealDate, {
    // new Date() is now on the run's clock; new Date(anything) is what it says.
    construct: (target, args: unknown[], newTarget) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
    // Date() called without new is the current time as text.
    apply: () => new RealDate(now()).toString(),
    get: (target, property, receiver) => (property === 'now' ? now : Reflect.get(target, property, receiver)),
  });
  globalThis.Date = Shifted;
}
