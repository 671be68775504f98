// A remote's server bundle renders a page's first screen: read through this server's
// API as a visitor, picked up afresh when redeployed, and never in a page's way.
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../test/test-app';
import { createFirstScreens } from './first-screen';

const PAGE = { screen: 'profile-page', params: { id: '7' } };

/** A bundle that shows what it read: the marketplace's zone, a path outside the API, and a read the API refuses. */
const READING_BUNDLE = `exports.renderFirstScreen = async ({ screen, params, read }) => {
  const config = await read('/api/config');
  const outside = await read('/remotes.json');
  const refused = await read('/api/profiles/not-an-id');
  const privateRead = await read('/api/users/verify');
  return { html: \`<p>\${screen} \${params.id} \${config.marketplaceTimeZone} \${outside} \${refused} \${privateRead}</p>\`, css: 'p{color:red}' };
};`;

describe("a remote page's first screen", () => {
  let t: TestApp;
  let dir: string;
  before(async () => {
    t = await createTestApp('pglite');
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-first-screen-'));
  });
  after(async () => {
    await t.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  async function bundle(name: string, source: string) {
    const file = path.join(dir, `${name}.cjs`);
    await fs.writeFile(file, source);
    return file;
  }

  it("is what the remote's bundle renders, reading this server's API as a visitor: JSON answers only, nothing outside /api", async () => {
    const file = await bundle('reading', READING_BUNDLE);
    assert.deepEqual(await createFirstScreens(t.app).render(file, PAGE), {
      html: '<p>profile-page 7 Asia/Manila null null null</p>',
      css: 'p{color:red}',
    });
  });

  it('is the redeployed bundle’s once the file changes, with no restart', async () => {
    const firstScreens = createFirstScreens(t.app);
    const file = await bundle('redeployed', 'exports.renderFirstScreen = async () => ({ html: "<p>one</p>", css: "" });');
    assert.equal((await firstScreens.render(file, PAGE))?.html, '<p>one</p>');
    await fs.writeFile(file, 'exports.renderFirstScreen = async () => ({ html: "<p>two, redeployed</p>", css: "" });');
    assert.equal((await firstScreens.render(file, PAGE))?.html, '<p>two, redeployed</p>');
  });

  it('is none, and no error, when the bundle is missing, broken, throws, answers nothing or answers something else', async () => {
    const firstScreens = createFirstScreens(t.app);
    const files = [
      path.join(dir, 'never-built.cjs'),
      await bundle('syntax', 'exports.renderFirstScreen = async () => {'),
      await bundle('no-export', 'exports.somethingElse = 1;'),
      await bundle('throws', 'exports.renderFirstScreen = async () => { throw new Error("render failed"); };'),
      await bundle('nothing', 'exports.renderFirstScreen = async () => null;'),
      await bundle('wrong-shape', 'exports.renderFirstScreen = async () => ({ html: 7 });'),
    ];
    for (const file of files) assert.equal(await firstScreens.render(file, PAGE), null, path.basename(file));
  });

  it('is none once its budget has passed, so a read that hangs never holds the page', async () => {
    const file = await bundle('hangs', 'exports.renderFirstScreen = () => new Promise(() => {});');
    assert.equal(await createFirstScreens(t.app, 10).render(file, PAGE), null);
  });
});
