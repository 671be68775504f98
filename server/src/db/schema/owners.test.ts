// The table owners map and the lint rule that holds features to it
// (scripts/eslint/feature-owns-its-tables.mjs, run by `npm run lint`).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
// @ts-expect-error: a plain ES module of the lint setup, without type declarations.
import { featureOwnsItsTables, readTableOwners } from '../../../../scripts/eslint/feature-owns-its-tables.mjs';

const schemaDir = path.dirname(fileURLToPath(import.meta.url));
const featuresDir = path.resolve(schemaDir, '../../features');

function lint(feature: string, code: string) {
  const linter = new Linter({ configType: 'flat' });
  const config = [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { server: { rules: { 'feature-owns-its-tables': featureOwnsItsTables({ featuresDir, schemaDir }) } } },
      rules: { 'server/feature-owns-its-tables': 'error' },
    },
  ] as Linter.Config[];
  return linter.verify(code, config, { filename: path.join(featuresDir, feature, 'some-service.ts') }).map((message) => message.message);
}

const schemaImport = "import { bookings, users } from '../../db/schema/index';\nimport { sql } from 'drizzle-orm';\n";

describe('table owners', () => {
  it('names an existing feature as the owner of every table', () => {
    const { byExport } = readTableOwners(schemaDir) as { byExport: Map<string, { sqlName: string; owner: string }> };
    assert.ok(byExport.size >= 30, `only ${byExport.size} tables read from the schema`);
    const features = new Set(fs.readdirSync(featuresDir));
    for (const [table, { owner }] of byExport) assert.ok(features.has(owner), `${table}: no feature folder ${owner}`);
    assert.equal(byExport.get('users')?.owner, 'users');
    assert.equal(byExport.get('bookingSlots')?.owner, 'bookings');
  });

  it('fails a feature that writes a table another feature owns', () => {
    const found = lint('chat', `${schemaImport}export const f = (tx: any) => tx.update(users).set({ firstName: 'x' });`);
    assert.deepEqual(found, ["features/chat writes users, which features/users owns: call users's service (or react to its event) instead."]);
    assert.equal(lint('earnings', `${schemaImport}export const f = (tx: any) => tx.insert(bookings).values({});`).length, 1);
    assert.equal(lint('admin', `${schemaImport}export const f = (tx: any) => tx.delete(users);`).length, 1);
  });

  it('fails a write to another feature’s table in SQL text', () => {
    const found = lint('referrals', `${schemaImport}export const q = sql\`update users set money_earned_centavos = 0 where id = \${'x'}\`;`);
    assert.equal(found.length, 1);
    assert.match(found[0], /features\/referrals writes users/);
  });

  it('lets a feature write its own tables and read any', () => {
    assert.deepEqual(lint('users', `${schemaImport}export const f = (tx: any) => tx.update(users).set({ firstName: 'x' });`), []);
    assert.deepEqual(lint('bookings', `${schemaImport}export const f = (tx: any) => tx.insert(bookings).values({});`), []);
    assert.deepEqual(lint('chat', `${schemaImport}export const f = (tx: any) => tx.select().from(users).innerJoin(bookings, sql\`true\`);`), []);
  });
});
