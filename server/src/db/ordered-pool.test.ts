// The pool hands a freed connection to the waiting request due first, on a real PostgreSQL.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createPostgresTestDatabase } from '../test/databases';
import { OrderedPool } from './ordered-pool';
import { asBackgroundWork, asRequestDueAt } from './request-order';

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

  it("serves a request that arrived within a background job's allowance before the job's checkout that asked first, and the job before one that arrived after", async () => {
    const held = await pool.connect();
    const served: string[] = [];
    const run = (name: string) => pool.query('select $1::text as name', [name]).then(({ rows }) => served.push(rows[0].name));
    const job = asBackgroundWork(60_000, () => run('the job, asked first'));
    await settle();
    const arrived = performance.now();
    const request = asRequestDueAt(arrived, () => run('a request that arrived since'));
    const late = asRequestDueAt(arrived + 120_000, () => run('a request due after the allowance'));
    await settle();
    held.release();
    await Promise.all([job, request, late]);
    assert.deepEqual(served, ['a request that arrived since', 'the job, asked first', 'a request due after the allowance']);
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
