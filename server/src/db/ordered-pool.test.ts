// The pool hands a freed connection to the waiting request due first, on a real PostgreSQL.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createPostgresTestDatabase } from '../test/databases';
import { OrderedPool } from './ordered-pool';
import { asRequestDueAt } from './request-order';

const databaseUrl = process.env.TEST_DATABASE_URL;
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('ordered pool', { skip: databaseUrl ? false : 'TEST_DATABASE_URL is not set' }, () => {
  let database: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let pool: OrderedPool;
  before(async () => {
    database = await createPostgresTestDatabase();
    pool = new OrderedPool({ connectionString: database.url, max: 1 });
  });
  after(async () => {
    await pool.end();
    await database.drop();
  });

  it("serves the checkout of a request due earlier before a later one's that asked first", async () => {
    const held = await pool.connect();
    const served: string[] = [];
    const query = (name: string, dueAt: number) =>
      asRequestDueAt(dueAt, () => pool.query('select $1::text as name', [name]).then(({ rows }) => served.push(rows[0].name)));
    const newer = query('due second, asked first', 200);
    await settle();
    const older = query('due first, asked second', 100);
    await settle();
    held.release();
    await Promise.all([newer, older]);
    assert.deepEqual(served, ['due first, asked second', 'due second, asked first']);
  });

  it('runs transactions and plain queries side by side and gives every connection back', async () => {
    const client = await pool.connect();
    await client.query('begin');
    const plain = pool.query('select 1 as one');
    await client.query('commit');
    client.release();
    assert.equal((await plain).rows[0].one, 1);
    assert.equal(pool.orderedWaiting, 0);
    assert.equal(pool.idleCount, 1);
  });
});
