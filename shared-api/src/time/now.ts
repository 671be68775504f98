// Where a screen's "now" comes from: the real clock in the site, a fixed instant in
// tests (the render harness's `now`). Every screen that reads the time reads it here
// (useWallClock for the marketplace's date and time, useNow for the instant), never
// `new Date()`. Its own module, without the API: a page that only counts down (/home)
// does not load RTK Query for it.
import { createContext, useContext } from 'react';

export const NowContext = createContext<() => Date>(() => new Date());

/** Reads "now" each time it is called. */
export const useNow = (): (() => Date) => useContext(NowContext);
