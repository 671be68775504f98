// The one clock of the server. Every rule that judges time (a date already
// past, a hold that expired, a review still editable, a token still valid) and
// every timestamp such a rule reads (created_at, updated_at) comes from the
// Clock the app was built with: main.ts passes systemClock, tests pass a clock
// they move in code (test/test-clock.ts). No route or env var can move it.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = {
  now: () => new Date(),
};
