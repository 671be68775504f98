// GET /api/profiles/posts (SPEC section 4): who is listed, in which order, each
// filter, paging, and hostile input that must answer 200 or 400, never 500.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ProfilePostsPage } from '@marketplace/shared-api/api/profiles';
import type { ApiErrorBody } from '@marketplace/shared-api/types';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { bearer, insertPostedUser, insertUser } from '../../test/test-rows';

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));

describeEachDatabase('GET /api/profiles/posts', (kind) => {
  let t: TestApp;
  let headers: { authorization: string };
  before(async () => {
    t = await createTestApp(kind);
    const viewer = await insertUser(t.database.db, { role: 'Boss', salaryRateCentavos: null });
    headers = bearer(t.app, viewer.id);
  });
  after(() => t.close());

  const search = (query = '') => t.app.inject({ method: 'GET', url: `/api/profiles/posts${query}`, headers });
  const page = async (query = '') => {
    const response = await search(query);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<ProfilePostsPage>();
  };

  describe('ordering and who is listed', () => {
    before(async () => {
      const db = t.database.db;
      await insertPostedUser(db, { firstName: 'Old', lastName: 'Plain', username: 'ord_old_plain' }, { createdAt: day(1) });
      await insertPostedUser(db, { firstName: 'New', lastName: 'Plain', username: 'ord_new_plain' }, { createdAt: day(5) });
      await insertPostedUser(db, { firstName: 'Old', lastName: 'Verified', username: 'ord_old_verified', premium: 'Verified' }, { createdAt: day(2) });
      // Created first but updated last: its later date counts.
      await insertPostedUser(
        db,
        { firstName: 'Updated', lastName: 'Plain', username: 'ord_updated_plain' },
        { createdAt: day(0), updatedAt: day(9) },
      );
      await insertPostedUser(db, { firstName: 'New', lastName: 'Verified', username: 'ord_new_verified', premium: 'Verified' }, { createdAt: day(3) });
      // A Boss's leftover post is never listed.
      await insertPostedUser(db, { firstName: 'Boss', lastName: 'Post', username: 'ord_boss', role: 'Boss' }, { createdAt: day(20) });
    });

    it('needs a signed-in user', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/profiles/posts' });
      assert.equal(response.statusCode, 401);
      assert.deepEqual(Object.keys(response.json()), ['message']);
    });

    it('lists only Assistants, Verified first, then newest by the later of created and updated', async () => {
      const { posts, nextCursor } = await page('?userName=ord_');
      assert.deepEqual(
        posts.map((post) => `${post.firstName} ${post.lastName}`),
        ['New Verified', 'Old Verified', 'Updated Plain', 'New Plain', 'Old Plain'],
      );
      assert.equal(nextCursor, null);
    });

    it('answers the ProfilePost shape with premium, responseTime, rate in pesos and no internal columns', async () => {
      const { posts } = await page('?userName=ord_new_verified');
      assert.equal(posts.length, 1);
      const [post] = posts;
      assert.equal(post.type, 'profile');
      assert.equal(post.premium, 'Verified');
      assert.equal(post.salaryRate, 1250);
      assert.match(post.title, /Profile/);
      assert.ok('responseTime' in post);
      for (const hidden of ['username', 'skillsLower', 'nameSearch', 'listedAt', 'verified']) assert.ok(!(hidden in post), hidden);
    });
  });

  describe('filters', () => {
    before(async () => {
      const db = t.database.db;
      await insertPostedUser(db, { firstName: 'Maria', lastName: 'Santos', username: 'flt_msantos', location: 'Manila, Philippines', skills: ['Marketing', 'SEO'] });
      await insertPostedUser(db, { firstName: 'Mariano', lastName: 'Cruz', username: 'flt_mcruz', location: 'Cebu City', skills: ['Software'] });
      await insertPostedUser(db, { firstName: 'Ana', lastName: 'Reyes', username: 'flt_santos_fan', location: 'Davao', skills: ['Writing', 'AI'] });
      await insertPostedUser(db, { firstName: 'Ben_Z', lastName: '100%', username: 'flt_literal', location: 'Remote', skills: ['Others'] });
    });

    const names = async (query: string) => (await page(query)).posts.map((post) => post.firstName).sort();

    it('userName matches first name, last name, full name and username, partially and in any case', async () => {
      assert.deepEqual(await names('?userName=MARI'), ['Maria', 'Mariano']);
      assert.deepEqual(await names('?userName=santos'), ['Ana', 'Maria']); // last name, and a username
      assert.deepEqual(await names('?userName=maria%20%20santos'), ['Maria']); // full name, spaces collapsed
      assert.deepEqual(await names('?userName=flt_mcr'), ['Mariano']);
    });

    it('location matches partially and in any case', async () => {
      assert.deepEqual(await names('?userName=flt_&location=manila'), ['Maria']);
      assert.deepEqual(await names('?userName=flt_&location=CITY'), ['Mariano']);
      assert.deepEqual(await names('?userName=flt_&location=nowhere'), []);
    });

    it('skills match any of the given ones, in any case, comma-separated or repeated', async () => {
      assert.deepEqual(await names('?userName=flt_&skills=seo,software'), ['Maria', 'Mariano']);
      assert.deepEqual(await names('?userName=flt_&skills=ai&skills=MARKETING'), ['Ana', 'Maria']);
      assert.deepEqual(await names('?userName=flt_&skills=Beauty'), []);
      assert.deepEqual(await names('?userName=flt_&skills=,%20,'), ['Ana', 'Ben_Z', 'Maria', 'Mariano']);
    });

    it('combines all three filters', async () => {
      assert.deepEqual(await names('?userName=mari&location=cebu&skills=software'), ['Mariano']);
      assert.deepEqual(await names('?userName=mari&location=cebu&skills=seo'), []);
    });

    it('treats %, _ and \\ as literal characters, not wildcards', async () => {
      assert.deepEqual(await names('?userName=100%25'), ['Ben_Z']);
      assert.deepEqual(await names('?userName=n_z'), ['Ben_Z']);
      assert.deepEqual(await names('?userName=%25%25'), []);
      assert.deepEqual(await names('?userName=flt___'), []);
      assert.deepEqual(await names('?userName=%5C'), []);
    });
  });

  describe('paging', () => {
    before(async () => {
      for (let index = 0; index < 7; index += 1) {
        await insertPostedUser(
          t.database.db,
          { firstName: `Pager${index}`, lastName: 'Test', username: `pg_user_${index}`, premium: index % 3 === 0 ? 'Verified' : 'Not Verified' },
          // Two posts share a time: the id breaks the tie, so no post is skipped or repeated.
          { createdAt: day(10 + Math.min(index, 5)) },
        );
      }
    });

    it('walks every page with the cursor, without gaps or repeats, and ends with nextCursor null', async () => {
      const all = (await page('?userName=pg_user_&limit=100')).posts.map((post) => post.id);
      assert.equal(all.length, 7);
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const result: ProfilePostsPage = await page(`?userName=pg_user_&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
        assert.ok(result.posts.length <= 3);
        seen.push(...result.posts.map((post) => post.id));
        cursor = result.nextCursor;
        pages += 1;
      } while (cursor);
      assert.equal(pages, 3);
      assert.deepEqual(seen, all);
    });

    it('walks a filtered search one post a page across Verified and not, ties broken by id', async () => {
      for (let index = 0; index < 4; index += 1) {
        await insertPostedUser(
          t.database.db,
          { username: `tie_user_${index}`, premium: index === 0 ? 'Verified' : 'Not Verified' },
          { createdAt: day(12) },
        );
      }
      const all = (await page('?userName=tie_user_&limit=100')).posts.map((post) => post.id);
      assert.equal(all.length, 4);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const result: ProfilePostsPage = await page(`?userName=tie_user_&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...result.posts.map((post) => post.id));
        cursor = result.nextCursor;
      } while (cursor);
      assert.deepEqual(seen, all);
    });

    it('gives no cursor when the last page is exactly full', async () => {
      const result = await page('?userName=pg_user_&limit=7');
      assert.equal(result.posts.length, 7);
      assert.equal(result.nextCursor, null);
    });

    it('defaults to 24 per page', async () => {
      for (let index = 0; index < 25; index += 1) {
        await insertPostedUser(t.database.db, { username: `many_${index}` });
      }
      const result = await page('?userName=many_');
      assert.equal(result.posts.length, 24);
      assert.ok(result.nextCursor);
    });

    it('walks the unfiltered list at the default size (the prepared statements) in the same order as any other page size', async () => {
      for (let index = 0; index < 25; index += 1) {
        await insertPostedUser(t.database.db, { username: `walk_${index}` }, { createdAt: day(20 + (index % 4)) });
      }
      const all = (await page('?limit=100')).posts.map((post) => post.id);
      assert.ok(all.length > 48, `${all.length} posts`);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const result: ProfilePostsPage = await page(cursor ? `?cursor=${cursor}` : '');
        assert.ok(result.posts.length <= 24);
        seen.push(...result.posts.map((post) => post.id));
        cursor = result.nextCursor;
      } while (cursor);
      assert.deepEqual(seen, all.slice(0, seen.length));
      assert.equal(seen.length, all.length);
    });

    it('refuses a limit over 100, under 1 or not a number with 400 on limit', async () => {
      for (const limit of ['101', '0', '-5', 'ten', '2.5', '1e9']) {
        const response = await search(`?limit=${limit}`);
        assert.equal(response.statusCode, 400, limit);
        assert.equal(response.json<ApiErrorBody>().field, 'limit');
      }
    });

    it('refuses a cursor it did not make with 400 on cursor', async () => {
      const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
      for (const cursor of [
        'garbage',
        'not base64!',
        forged({ a: 1 }),
        forged([1, 'yesterday', '5d7c0a7e-8a64-4b8e-9d4b-8b1c0f1d2e3f']),
        forged([1, 1e20, '5d7c0a7e-8a64-4b8e-9d4b-8b1c0f1d2e3f']),
        forged([1, 5, "x' OR 1=1 --"]),
        'A'.repeat(199),
      ]) {
        const response = await search(`?cursor=${encodeURIComponent(cursor)}`);
        assert.equal(response.statusCode, 400, cursor);
        assert.deepEqual(response.json(), { message: 'cursor is not valid', field: 'cursor' });
      }
    });
  });

  describe('hostile input answers 200 or 400, never 500', () => {
    const hostile = [
      "' OR 1=1 --",
      "'; DROP TABLE profile_posts; --",
      '%',
      '_',
      '\\',
      '%_%\\%',
      '"quoted"',
      '<script>alert(1)</script>',
      '😀 ñ 漢字',
      '\u0000',
      'a\u0000b',
      '\u202e\u200b',
      '(',
      '[a-z]*',
      '{x,y}',
      'NULL',
    ];

    for (const field of ['userName', 'location', 'skills']) {
      it(`${field}: odd characters and SQL-like strings`, async () => {
        for (const value of hostile) {
          const response = await search(`?${field}=${encodeURIComponent(value)}`);
          assert.ok([200, 400].includes(response.statusCode), `${field}=${JSON.stringify(value)} gave ${response.statusCode}`);
          if (response.statusCode === 200) assert.ok(Array.isArray(response.json<ProfilePostsPage>().posts));
          else assert.equal(typeof response.json<ApiErrorBody>().message, 'string');
        }
      });

      it(`${field}: a 10 kB value is a 400 naming the field`, async () => {
        const response = await search(`?${field}=${'x'.repeat(10_000)}`);
        assert.equal(response.statusCode, 400);
        assert.equal(response.json<ApiErrorBody>().field, field);
      });
    }

    it('repeated keys and unknown keys', async () => {
      const cases = [
        '?userName=a&userName=b',
        '?location=a&location=b&location=c',
        `?skills=${Array.from({ length: 50 }, (_, index) => `s${index}`).join('&skills=')}`,
        '?limit=5&limit=6',
        '?cursor=a&cursor=b',
        '?userName[]=x',
        '?userName[a]=x',
        '?unknown=1&__proto__=x&constructor=y',
        '?limit=',
        '?=',
        '?&&&',
      ];
      for (const query of cases) {
        const response = await search(query);
        assert.ok([200, 400].includes(response.statusCode), `${query} gave ${response.statusCode}: ${response.body}`);
      }
    });

    it('the NUL character is a 400 (PostgreSQL text cannot hold it)', async () => {
      const response = await search('?location=a%00b');
      assert.equal(response.statusCode, 400);
      assert.equal(typeof response.json<ApiErrorBody>().message, 'string');
    });
  });
});
