// node-postgres' pool, handing its connections to the request due first.
//
// pg's own queue is first come, first served per checkout. A request makes many
// checkouts (its session read, its checks, its transaction, what follows the commit), and in
// a rush each one waits at the back of a queue as long as the rush: every request advances
// one step per pass through the queue, and all of them finish together, as late as the
// last (200 bookings at once: p50 and p99 alike). Here a waiting checkout is ordered by
// when its request is due (request-order.ts: its arrival, later for a route that may wait),
// so a request already under way gets its next connection before a newer request its
// first, and requests finish in the order they are due.
import pg from 'pg';
import { requestDueAt } from './request-order';
import { createTurnGate, type TurnGate } from './turn-gate';

type ConnectCallback = (error: Error | undefined, client?: pg.PoolClient, release?: (error?: Error | boolean) => void) => void;

export class OrderedPool extends pg.Pool {
  private readonly turns: TurnGate;

  constructor(config: pg.PoolConfig & { max: number }) {
    super(config);
    // pg's connect timeout, as a stall: a rush's long queue that moves is served.
    this.turns = createTurnGate(config.max, config.connectionTimeoutMillis || undefined);
  }

  /** Checkouts waiting for a connection now. */
  get orderedWaiting(): number {
    return this.turns.waiting;
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    const checkout = this.checkout();
    if (!callback) return checkout;
    checkout.then(
      (client) => callback(undefined, client, client.release),
      (error: Error) => callback(error),
    );
  }

  private async checkout(): Promise<pg.PoolClient> {
    // Holding a turn, the pool below always has an idle connection or room for one, so it never queues.
    const giveBack = await this.turns.take(requestDueAt());
    let client: pg.PoolClient;
    try {
      client = await super.connect();
    } catch (error) {
      giveBack();
      throw error;
    }
    const release = client.release;
    client.release = (error?: Error | boolean) => {
      const released = release.call(client, error);
      giveBack();
      return released;
    };
    return client;
  }
}
