import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { perDeploy } from './per-deploy';

describe('what the server makes from a built file', () => {
  it('is made once per version of the file, again once it changes, and null while there is no file', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-per-deploy-'));
    try {
      const file = path.join(dir, 'remoteEntry.js');
      const made: string[] = [];
      const contentOf = perDeploy(async (name) => {
        const text = await fs.readFile(name, 'utf8');
        made.push(text);
        return text;
      });
      assert.equal(await contentOf(file), null);
      await fs.writeFile(file, 'one');
      assert.equal(await contentOf(file), 'one');
      assert.equal(await contentOf(file), 'one');
      await fs.writeFile(file, 'two, redeployed');
      assert.equal(await contentOf(file), 'two, redeployed');
      assert.deepEqual(made, ['one', 'two, redeployed']);
      assert.equal(await contentOf(path.join(file, 'not-a-folder')), null);
      // Gone between the stat and the read, as in a redeploy: null, not an error.
      const vanishing = perDeploy(async (name) => {
        await fs.rm(name);
        return fs.readFile(name, 'utf8');
      });
      assert.equal(await vanishing(file), null);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
