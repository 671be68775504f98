// One marketplace server process for the cross-process test and benchmark:
// the real app (buildApp), with the Redis streams adapter when REDIS_URL is
// set, on an in-memory database holding the users it is given, listening on a
// free port. Several of these share events only through Redis, as production
// processes do; the benchmark also runs one alone, so its clients do not share
// the server's event loop.
//
//   REDIS_URL=redis://127.0.0.1:6379 JWT_SECRET=... NODE_USERS='[{"id":"...","username":"ben"}]' \
//     node --import tsx src/features/chat/realtime-node.ts
// prints one line {"port":12345} once it listens, and stops on SIGTERM.
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs/promises';
import { z } from 'zod';
import { buildApp } from '../../app';
import { systemClock } from '../../clock';
import { openDatabase } from '../../db/client';
import { DiskImageStorage } from '../uploads/storage';
import { insertAccount } from '../users/accounts';

const envSchema = z.object({
  REDIS_URL: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(32),
  NODE_USERS: z.string().transform((text) => z.array(z.object({ id: z.uuid(), username: z.string().min(1) })).parse(JSON.parse(text))),
});

/** The users both processes know, with the same ids, so a token is valid on either. */
export interface NodeUser {
  id: string;
  username: string;
}

async function main(): Promise<void> {
  const env = envSchema.parse(process.env);
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  for (const user of env.NODE_USERS) {
    await insertAccount(database.db, {
      id: user.id,
      username: user.username,
      email: `${user.username}@node.test`,
      // Never used: these users get their tokens signed directly by the test.
      passwordHash: 'not-a-password-hash',
      firstName: user.username,
      lastName: 'Node',
      role: 'Boss',
      referralCode: user.id.slice(0, 8).toUpperCase(),
    });
  }
  const tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-node-'));
  const app = await buildApp({
    db: database.db,
    storage: new DiskImageStorage(path.join(tempDir, 'uploads')),
    clock: systemClock,
    jwtSecret: env.JWT_SECRET,
    staticRoot: tempDir,
    releaseStoreDir: path.join(tempDir, 'releases'),
    redisUrl: env.REDIS_URL,
    logger: false,
    // Its clients (the benchmark's 500 people) all connect from this machine's one address.
    limits: { socketConnectionsPerIpPerMinute: 1_000_000, openSocketsPerIp: 1_000_000 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);

  process.once('SIGTERM', () => {
    void (async () => {
      await app.close();
      await database.close();
      await fs.rm(tempDir, { recursive: true, force: true });
      process.exit(0);
    })();
  });
}

main().catch((error: unknown) => {
  console.error('realtime node failed to start:', error);
  process.exit(1);
});
