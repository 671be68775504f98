// The load generator's own ceiling: the smallest HTTP server Node can run, answering
// GET /api/health's body, in a process of its own. What the generator reaches here
// is the most it can send at a benchmark's settings on this machine in this run, so
// a route's figure near it says "client limit", not "server figure". Prints
// "listening on <port>" once it listens; stops on SIGTERM.
import http from 'node:http';

const body = JSON.stringify({ ok: true });
const server = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  response.end(body);
});
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening on ${typeof address === 'object' && address ? address.port : 0}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
