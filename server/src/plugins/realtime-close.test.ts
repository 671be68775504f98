// A closing server lets go of socket.io's polling connections. A browser whose
// socket (re)connects over a keep-alive connection that was busy when the close
// began reaches engine.io, which Fastify's closing guard does not cover; unless
// that answer ends the connection, the browser's polls keep it busy for good,
// and the HTTP server, and so the process, never finishes closing.
import assert from 'node:assert/strict';
import http from 'node:http';
import { it } from 'node:test';
import { createTestApp, describeEachDatabase } from '../test/test-app';

interface Answer {
  status: number;
  connection: string | undefined;
}

function answerOf(request: http.ClientRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }));
    });
    request.on('error', reject);
  });
}

describeEachDatabase('socket.io on close', (kind) => {
  it('answers a handshake that arrives on a connection busy when the close began with Connection: close', async () => {
    const t = await createTestApp(kind);
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // One keep-alive connection for every request, as a browser's pool reuses one.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let closed: Promise<void> | undefined;
    try {
      // A request still in flight when the close begins: its body is not all sent yet.
      const body = JSON.stringify({ username: 'nobody', password: 'nothing' });
      const busy = http.request(`${baseUrl}/api/auth/login`, {
        agent,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      const busyAnswer = answerOf(busy);
      const seen = new Promise((resolve) => t.app.server.once('request', resolve));
      busy.write(body.slice(0, 5));
      await seen;

      // The socket connects, queued behind it on the same connection.
      const handshake = answerOf(http.get(`${baseUrl}/socket.io/?EIO=4&transport=polling`, { agent }));

      // Close, and once the HTTP server has stopped listening, let the busy request finish.
      const serverClosing = new Promise<void>((resolve) => {
        const close = t.app.server.close.bind(t.app.server);
        t.app.server.close = (callback) => {
          resolve();
          return close(callback);
        };
      });
      closed = t.app.close();
      await serverClosing;
      busy.end(body.slice(5));

      assert.equal((await busyAnswer).connection, 'keep-alive', 'the busy request began before the close');
      const answer = await handshake;
      assert.equal(answer.status, 200);
      assert.equal(answer.connection, 'close');
    } finally {
      // Without the fix the connection would hold the close open; let it go either way.
      agent.destroy();
      await closed;
      await t.close();
    }
  });
});
