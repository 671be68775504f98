// A TCP proxy a fault test puts between the app and PostgreSQL or Redis, to
// make the service vanish and come back without touching the real one:
// cut() closes the listener and destroys every open connection (clients see
// resets, new connects are refused); restore() listens again on the same port.
import net from 'node:net';

export interface TcpProxy {
  /** The proxy's port on 127.0.0.1; clients connect here instead of the target. */
  port: number;
  /** The target URL with its host and port replaced by the proxy's. */
  urlFor(targetUrl: string): string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      // A reset on one side ends the other; the error itself is the point of the test, not a failure.
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const port = await listen(0);
  let listening = true;

  const cut = async () => {
    if (!listening) return;
    listening = false;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of open) socket.destroy();
    await closed;
  };

  return {
    port,
    urlFor(targetUrl) {
      const url = new URL(targetUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    cut,
    async restore() {
      if (listening) return;
      await listen(port);
      listening = true;
    },
    close: cut,
  };
}
