// ESLint rule: a server feature writes only the tables it owns. Who owns which
// table is server/src/db/schema/owners.json (a schema file -> the feature folder
// that owns every table it declares). Any other feature that needs a change in
// that table calls the owner's service or reacts to its event; reading stays free.
// A write is drizzle's `.insert(t)`, `.update(t)` or `.delete(t)` on a table imported
// from the schema, or `insert into`, `update` or `delete from` in a `sql` template.
import fs from 'node:fs';
import path from 'node:path';

const WRITES = new Set(['insert', 'update', 'delete']);
const SQL_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_]+)"?/gi;

/** The schema's tables: export name -> { sqlName, owner } and SQL name -> owner. */
export function readTableOwners(schemaDir) {
  const owners = JSON.parse(fs.readFileSync(path.join(schemaDir, 'owners.json'), 'utf8'));
  const byExport = new Map();
  const bySqlName = new Map();
  for (const file of fs.readdirSync(schemaDir)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const source = fs.readFileSync(path.join(schemaDir, file), 'utf8');
    for (const [, exportName, sqlName] of source.matchAll(/export const (\w+) = pgTable\(\s*'([a-z_]+)'/g)) {
      const owner = owners[file];
      if (!owner) throw new Error(`${file} declares the table ${sqlName} but owners.json names no owner for it`);
      byExport.set(exportName, { sqlName, owner });
      bySqlName.set(sqlName, owner);
    }
  }
  return { byExport, bySqlName };
}

export function featureOwnsItsTables({ featuresDir, schemaDir }) {
  const tables = readTableOwners(schemaDir);
  return {
    meta: {
      type: 'problem',
      docs: { description: 'A server feature writes only the tables it owns (server/src/db/schema/owners.json).' },
      messages: {
        foreignWrite:
          "features/{{feature}} writes {{table}}, which features/{{owner}} owns: call {{owner}}'s service (or react to its event) instead.",
      },
      schema: [],
    },
    create(context) {
      const relative = path.relative(featuresDir, context.filename);
      if (relative.startsWith('..') || path.isAbsolute(relative)) return {};
      const feature = relative.split(path.sep)[0];
      const fileDir = path.dirname(context.filename);
      /** Local name -> the schema export it binds. */
      const tableOf = new Map();
      const report = (node, table, owner) => {
        if (owner !== feature) context.report({ node, messageId: 'foreignWrite', data: { feature, table, owner } });
      };
      return {
        ImportDeclaration(node) {
          const source = String(node.source.value);
          if (!source.startsWith('.') || !path.resolve(fileDir, source).startsWith(schemaDir)) return;
          for (const specifier of node.specifiers) {
            if (specifier.type === 'ImportSpecifier' && tables.byExport.has(specifier.imported.name)) {
              tableOf.set(specifier.local.name, specifier.imported.name);
            }
          }
        },
        CallExpression(node) {
          const { callee } = node;
          const [target] = node.arguments;
          if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier' || !WRITES.has(callee.property.name)) return;
          if (target?.type !== 'Identifier' || !tableOf.has(target.name)) return;
          const table = tables.byExport.get(tableOf.get(target.name));
          report(target, table.sqlName, table.owner);
        },
        TaggedTemplateExpression(node) {
          if (node.tag.type !== 'Identifier' || node.tag.name !== 'sql') return;
          const text = node.quasi.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join(' ');
          for (const [, sqlName] of text.matchAll(SQL_WRITE)) {
            const owner = tables.bySqlName.get(sqlName.toLowerCase());
            if (owner) report(node, sqlName, owner);
          }
        },
      };
    },
  };
}
