// A build of mf-chat as its dist holds it, for the release tests and the
// security suite: an entry, one chunk, server code, and its remote-part.json.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** The build's one chunk: the same in every build here, as its name carries its content's hash. */
export const CHUNK = 'src_routes_tsx.0a1b2c3d4e.js';
const CHUNK_CODE = 'console.log("chat routes");';

/** What mf-chat's build declares (its remote-part.json), made at `commit`, requiring `shared`. */
export const chatPart = (commit = 'abc123def456', shared: Record<string, string> = { react: '^19.2.0' }) => ({
  name: 'mf_chat',
  entry: 'remoteEntry.js',
  routes: [{ path: '/chat', access: 'private' }],
  exposes: ['./routes'],
  exposeFiles: { './routes': [CHUNK] },
  screenFiles: {},
  build: { commit, builtAt: '2026-06-01T00:00:00.000Z' },
  shared,
});

/** A build of mf-chat in a new folder; `text` (in its entry) makes builds differ. */
export async function chatBuild(text: string, commit = 'abc123def456', shared?: Record<string, string>): Promise<string> {
  const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-chat-build-'));
  await fs.writeFile(path.join(dist, 'remoteEntry.js'), `var mf_chat = ${JSON.stringify(text)};`);
  await fs.writeFile(path.join(dist, CHUNK), CHUNK_CODE);
  await fs.mkdir(path.join(dist, 'server'));
  await fs.writeFile(path.join(dist, 'server', 'first-screen.cjs'), 'exports.secret = 1;');
  await fs.writeFile(path.join(dist, 'remote-part.json'), JSON.stringify(chatPart(commit, shared)));
  return dist;
}

/** A new build of mf-chat published into the app's store and registered (not promoted); its release id. */
export async function publishedChatRelease(app: FastifyInstance, text: string): Promise<string> {
  const { releaseId } = await app.releases.store.publish('mf-chat', await chatBuild(text));
  await app.releases.register('mf-chat', { releaseId });
  return releaseId;
}

/** A release token made by the admin whose headers are given, for one remote or 'all'; its bearer headers and id. */
export async function madeReleaseToken(
  app: FastifyInstance,
  adminHeaders: Record<string, string>,
  { name = 'chat team CI', remote = 'mf-chat', expiresInDays = 30 }: { name?: string; remote?: string; expiresInDays?: number } = {},
): Promise<{ headers: { authorization: string }; token: string; tokenId: string }> {
  const made = await app.inject({ method: 'POST', url: '/api/releases/tokens', payload: { name, remote, expiresInDays }, headers: adminHeaders });
  if (made.statusCode !== 201) throw new Error(`release token: ${made.statusCode} ${made.body}`);
  const { token, description } = made.json<{ token: string; description: { id: string } }>();
  return { headers: { authorization: `Bearer ${token}` }, token, tokenId: description.id };
}
