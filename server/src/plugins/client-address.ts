// The address of a request that never reaches Fastify (socket.io's handshakes are
// answered by engine.io on the same HTTP server), read as Fastify reads
// request.ip: the connection's peer, or behind a trusted proxy (TRUST_PROXY) the
// client the X-Forwarded-For chain names, so a limit per address counts the same
// address on both paths.
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

export type ClientAddress = (request: IncomingMessage) => string;

export function clientAddressOf(trustProxy: boolean): ClientAddress {
  if (!trustProxy) return (request) => request.socket.remoteAddress ?? '';
  // Fastify's own reading with trustProxy true: every hop is trusted, the farthest is the client.
  return (request) => {
    const addresses = proxyAddr.all(request, () => true);
    return addresses[addresses.length - 1];
  };
}
