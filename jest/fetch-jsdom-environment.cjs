// A jsdom test environment that also carries Node's fetch family.
//
// jsdom has no fetch, Request, Response, streams, TextEncoder or structuredClone, and
// its Blob, FormData and AbortSignal are not the classes Node's fetch accepts. RTK
// Query's fetchBaseQuery builds `new Request(url, { signal, body })` and hands it to
// `fetch`, so all of these must come from one realm: Node's. Component tests can then
// answer `fetch` through MSW (see jest/mock-fetch.ts) with real `Response` objects.
//
// It also sets the process's time zone for one test file, before the file runs:
//   /** @jest-environment-options {"timeZone": "America/Los_Angeles"} */
// Node applies a change of process.env.TZ to Date and Intl at once; files without
// the option run in the zone the worker started with.
'use strict';

const STARTING_TZ = process.env.TZ;

function setTimeZone(zone) {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
}

const { TestEnvironment } = require('jest-environment-jsdom');

/** Node's globals, captured here because inside the test the global is jsdom's window. */
const node = {
  fetch: globalThis.fetch,
  Request: globalThis.Request,
  Response: globalThis.Response,
  Headers: globalThis.Headers,
  FormData: globalThis.FormData,
  Blob: globalThis.Blob,
  File: globalThis.File,
  AbortController: globalThis.AbortController,
  AbortSignal: globalThis.AbortSignal,
  TextEncoder: globalThis.TextEncoder,
  TextDecoder: globalThis.TextDecoder,
  structuredClone: globalThis.structuredClone,
  ReadableStream: globalThis.ReadableStream,
  WritableStream: globalThis.WritableStream,
  TransformStream: globalThis.TransformStream,
  // MSW (jest/mock-fetch.ts) reaches these too.
  BroadcastChannel: globalThis.BroadcastChannel,
  TextDecoderStream: globalThis.TextDecoderStream,
  TextEncoderStream: globalThis.TextEncoderStream,
};

class FetchJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    setTimeZone(config.projectConfig.testEnvironmentOptions?.timeZone ?? STARTING_TZ);
    const win = this.global;
    const JsdomFormData = win.FormData;

    // Node resolves URLs against nothing, the browser against the page:
    // `fetch('/api/x')` must mean http://localhost/api/x as it would in the app.
    const resolve = (input) =>
      typeof input === 'string' || input instanceof win.URL || input instanceof URL
        ? new URL(String(input), win.location.href).href
        : input;

    class Request extends node.Request {
      constructor(input, init) {
        super(resolve(input), init);
      }
    }

    // Node's FormData cannot read a <form>; React 19 form actions and screens call
    // `new FormData(form)`, so let jsdom collect the entries and copy them over.
    class FormData extends node.FormData {
      constructor(form, submitter) {
        super();
        if (form === undefined) return;
        for (const [name, value] of new JsdomFormData(form, submitter)) {
          if (typeof value === 'string' || value instanceof node.Blob) this.append(name, value);
          else this.append(name, new node.File([], value.name, { type: value.type }));
        }
      }
    }

    Object.assign(win, node, {
      Request,
      FormData,
      fetch: (input, init) => node.fetch(resolve(input), init),
    });

    // jsdom has no object URLs; Node's accept the (Node) Blobs and Files above,
    // so image previews (URL.createObjectURL(file)) work in tests.
    win.URL.createObjectURL = URL.createObjectURL;
    win.URL.revokeObjectURL = URL.revokeObjectURL;
  }

  async teardown() {
    setTimeZone(STARTING_TZ);
    await super.teardown();
  }
}

module.exports = FetchJsdomEnvironment;
module.exports.TestEnvironment = FetchJsdomEnvironment;
