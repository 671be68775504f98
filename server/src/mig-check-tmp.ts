import { openDatabase } from '/work/main/server/src/db/client';
const h = await openDatabase({ kind: 'pglite' });
await h.migrate();
console.log('pglite ok');
await h.close();
