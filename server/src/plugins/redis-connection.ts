// A connection to Redis (REDIS_URL) for one purpose, closed with the app. The
// client reconnects by itself; without an error listener a Redis hiccup would
// crash the process, so errors are logged instead. Closing destroys the client
// rather than waiting for its pending commands: after an outage the socket
// adapter's blocking read can wait on a connection that will never answer, and a
// process that is stopping has nothing left to send that another would need.
import type { FastifyInstance } from 'fastify';
import { createClient, type RedisClientType } from 'redis';

export async function connectRedis(app: FastifyInstance, url: string, purpose: string): Promise<RedisClientType> {
  const client: RedisClientType = createClient({ url });
  client.on('error', (error: Error) => app.log.warn({ err: error, purpose }, 'redis connection error'));
  await client.connect();
  app.addHook('onClose', async () => {
    client.destroy();
  });
  return client;
}
