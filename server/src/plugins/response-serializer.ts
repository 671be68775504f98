// How answers become JSON. Every route declares a zod response schema, and by
// default fastify-type-provider-zod's serializerCompiler encodes the answer
// through it before JSON.stringify: unknown keys are stripped (a column never
// leaks) and every field is type-checked.
//
// A few hot reads build their answer field by field from what their service
// read (toProfilePost, toUser, a two-column select): no key there can be one
// the schema does not name, and zod re-validating it measured as a sixth of the
// search list's throughput at 10 connections (bench/authenticated-routes.bench.ts:
// 0.232x/0.249x of the bare route with zod, 0.276x/0.300x without, same machine,
// alternating runs). Those routes declare trustedResponse(schema): the same
// schema (types, the contract), marked. With trustServiceResponses on
// (production and the benchmarks, see start.ts and bench/bench-app.ts) a marked
// schema's answer is JSON.stringify'd as it is; off (buildApp's default, so every
// test), it goes through zod like any other, so the suite keeps checking those
// shapes. Unmarked schemas always go through zod.
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import type { z } from 'zod';
import { serializerCompiler } from 'fastify-type-provider-zod';

const trusted = new WeakSet<object>();

/**
 * A response schema for a route whose handler builds its answer field by field from trusted
 * service output. A copy is marked, so other routes sharing the schema keep zod's encoding.
 */
export function trustedResponse<Schema extends z.ZodType>(schema: Schema): Schema {
  const marked = schema.clone();
  trusted.add(marked);
  return marked;
}

export function responseSerializerCompiler(trustServiceResponses: boolean): FastifySerializerCompiler<unknown> {
  return (route) => {
    if (trustServiceResponses && typeof route.schema === 'object' && route.schema !== null && trusted.has(route.schema)) {
      return (data) => JSON.stringify(data);
    }
    return serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
  };
}
