// QR codes drawn on the worker thread are the codes this thread would draw, each answered
// to whoever asked for it however many are in flight, and a worker that fails (or never
// starts) leaves every code, the ones it owed too, to this thread.
import assert from 'node:assert/strict';
import { after, it } from 'node:test';
import QRCode from 'qrcode';
import { createQrDrawer } from './qr-code';

const OPTIONS = { type: 'svg', margin: 1, errorCorrectionLevel: 'M' } as const;
const addresses = Array.from({ length: 24 }, (_, i) => `https://market.example/api/payments/sandbox/checkout/cs_sandbox_${i}_${'x'.repeat(i)}`);

const drawer = createQrDrawer();
after(() => drawer.close());

it('draws on the worker what this thread would draw, each code to its own caller', async () => {
  const drawn = await Promise.all(addresses.map((address) => drawer.svg(address)));
  const here = await Promise.all(addresses.map((address) => QRCode.toString(address, OPTIONS)));
  assert.deepEqual(drawn, here);
  assert.equal(new Set(drawn).size, addresses.length, 'every address its own code');
  assert.match(drawn[0], /^<svg /);
  assert.equal(drawer.onWorker, true, 'the worker drew them, and still runs');
});

it('draws here when the worker cannot start', async () => {
  const broken = createQrDrawer('throw new Error("no worker today")');
  try {
    assert.equal(await broken.svg(addresses[1]), await QRCode.toString(addresses[1], OPTIONS));
    assert.equal(broken.onWorker, false);
    assert.equal(await broken.svg(addresses[2]), await QRCode.toString(addresses[2], OPTIONS), 'and after');
  } finally {
    await broken.close();
  }
});

it('draws here what a worker that exits still owed', async () => {
  // A worker that takes the first code and exits without answering it.
  const quitting = createQrDrawer(`
    const { parentPort } = require('node:worker_threads');
    parentPort.once('message', () => process.exit(3));
  `);
  try {
    assert.equal(await quitting.svg(addresses[3]), await QRCode.toString(addresses[3], OPTIONS));
    assert.equal(quitting.onWorker, false, 'this thread draws from now on');
    assert.equal(await quitting.svg(addresses[4]), await QRCode.toString(addresses[4], OPTIONS), 'and after');
  } finally {
    await quitting.close();
  }
});

it('draws here once closed', async () => {
  const closed = createQrDrawer();
  await closed.svg(addresses[4]);
  await closed.close();
  assert.equal(await closed.svg(addresses[5]), await QRCode.toString(addresses[5], OPTIONS));
});
