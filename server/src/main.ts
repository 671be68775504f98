// Starts the server on the system clock (start.ts does the work). `--ship-built`
// (what `npm start` passes) first makes the remotes' builds on this disk live.
import { systemClock } from './clock';
import { ConfigError } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { startMarketplace } from './start';

startMarketplace({ clock: systemClock, shipBuiltRemotes: process.argv.includes('--ship-built') }).catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
