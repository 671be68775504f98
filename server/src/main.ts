// Starts the server on the system clock (start.ts does the work).
import { systemClock } from './clock';
import { ConfigError } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { startMarketplace } from './start';

startMarketplace({ clock: systemClock }).catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
