// A checkout's QR code as an SVG, drawn on a worker thread. qrcode tries each of its
// eight masks on the whole matrix to pick the most legible one, and in a payday rush
// (bench/payouts.bench.ts) that was about 8% of the server's event loop: time every
// other request waited for. One worker per process draws them, started with the first
// code; it keeps the process alive only while a code is owed. A worker that cannot
// start or fails leaves the drawing to this thread from then on: a payer always gets
// their code.
import { Worker } from 'node:worker_threads';
import QRCode, { type QRCodeToStringOptions } from 'qrcode';

const OPTIONS: QRCodeToStringOptions = { type: 'svg', margin: 1, errorCorrectionLevel: 'M' };

/**
 * The worker, in plain JavaScript so that it needs no TypeScript loader: it loads qrcode
 * from where this module resolved it, and answers each { id, text } with { id, svg } or
 * { id, error }.
 */
export const QR_WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.qrcode).then(({ default: QRCode }) => {
  parentPort.on('message', ({ id, text }) => {
    QRCode.toString(text, workerData.options).then(
      (svg) => parentPort.postMessage({ id, svg }),
      (error) => parentPort.postMessage({ id, error: String(error) }),
    );
  });
});
`;

interface Answer {
  id: number;
  svg?: string;
  error?: string;
}

export interface QrDrawer {
  /** The inline SVG of the QR code of text. */
  svg(text: string): Promise<string>;
  /** Whether the worker draws (false once this thread does). */
  readonly onWorker: boolean;
  /** Stops the worker (tests); codes asked afterwards are drawn on this thread. */
  close(): Promise<void>;
}

export function createQrDrawer(source = QR_WORKER_SOURCE): QrDrawer {
  const drawHere = (text: string) => QRCode.toString(text, OPTIONS);
  const waiting = new Map<number, { text: string; resolve: (svg: string) => void; reject: (error: Error) => void }>();
  let worker: Worker | null = null;
  let failed = false;
  let nextId = 0;

  /** From now on, this thread draws: what the worker still owed too. */
  function giveUp(): void {
    failed = true;
    worker = null;
    const owed = [...waiting.values()];
    waiting.clear();
    for (const { text, resolve, reject } of owed) drawHere(text).then(resolve, reject);
  }

  function started(): Worker | null {
    if (worker || failed) return worker;
    try {
      worker = new Worker(source, { eval: true, workerData: { qrcode: import.meta.resolve('qrcode'), options: OPTIONS } });
    } catch {
      giveUp();
      return null;
    }
    worker.unref();
    worker.on('message', ({ id, svg, error }: Answer) => {
      const asked = waiting.get(id);
      if (!asked) return;
      waiting.delete(id);
      if (waiting.size === 0) worker?.unref();
      if (svg !== undefined) asked.resolve(svg);
      else asked.reject(new Error(error ?? 'the QR code worker answered nothing'));
    });
    worker.on('error', giveUp);
    worker.on('exit', giveUp);
    return worker;
  }

  return {
    get onWorker() {
      return worker !== null;
    },
    svg(text) {
      const drawer = started();
      if (!drawer) return drawHere(text);
      return new Promise((resolve, reject) => {
        const id = nextId++;
        if (waiting.size === 0) drawer.ref();
        waiting.set(id, { text, resolve, reject });
        drawer.postMessage({ id, text });
      });
    },
    async close() {
      const stopping = worker;
      failed = true;
      worker = null;
      if (stopping) {
        stopping.removeAllListeners('exit');
        await stopping.terminate();
      }
      giveUp();
    },
  };
}

/** This process's drawer. */
const drawer = createQrDrawer();

/** The inline SVG of a QR code (the sandbox checkout page embeds it as is). */
export function qrSvg(text: string): Promise<string> {
  return drawer.svg(text);
}
