import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { filesOfShard, parseShard } from './shards';

const sources: Record<string, string> = {
  'a.test.ts': 'plain',
  'b.test.ts': "const url = process.env.TEST_REDIS_URL;",
  'c.test.ts': 'plain',
  'd.test.ts': 'plain',
  'e.test.ts': "{ skip: !process.env.TEST_REDIS_URL }",
  'f.test.ts': 'plain',
};
const files = Object.keys(sources);
const partsOf = (count: number) => Array.from({ length: count }, (_, i) => filesOfShard(files, (file) => sources[file], i + 1, count));

describe('test shards', () => {
  it('puts every file in exactly one part, and one part is all of them', () => {
    for (const count of [1, 2, 3, 5]) assert.deepEqual(partsOf(count).flat().sort(), files, `${count} parts`);
    assert.deepEqual(partsOf(1)[0], files);
  });

  it('keeps the files that use the shared Redis together in the first part, and the rest in turn from the second', () => {
    assert.deepEqual(partsOf(2), [
      ['b.test.ts', 'c.test.ts', 'e.test.ts', 'f.test.ts'],
      ['a.test.ts', 'd.test.ts'],
    ]);
    assert.deepEqual(partsOf(3), [['b.test.ts', 'd.test.ts', 'e.test.ts'], ['a.test.ts', 'f.test.ts'], ['c.test.ts']]);
  });

  it('reads k/n and refuses anything else', () => {
    assert.deepEqual(parseShard('2/3'), { index: 2, count: 3 });
    for (const bad of ['0/2', '3/2', '1', 'a/b', '1/0', ' 1/2']) assert.throws(() => parseShard(bad), /TEST_SHARD must be k\/n/);
  });
});
