// Ports no process on this machine is listening on, from the OS: each is bound on
// 127.0.0.1 with port 0 (the OS picks an unused one, from its ephemeral range, far
// from E2E_PORT and the ports a developer's servers use), read, and released, all
// of them held at once so that they differ from one another. Between the release
// and the server's own bind another process may take one: a caller that cannot
// bind (EADDRINUSE) asks again (./clock-server-process.ts does).
import net from 'node:net';

function listenOnAnyPort(): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

const close = (server: net.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** `count` distinct ports on 127.0.0.1 that were free a moment ago. */
export async function freePorts(count: number): Promise<number[]> {
  const held: net.Server[] = [];
  try {
    for (let i = 0; i < count; i += 1) held.push(await listenOnAnyPort());
    return held.map((server) => (server.address() as net.AddressInfo).port);
  } finally {
    await Promise.all(held.map(close));
  }
}
