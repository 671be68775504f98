// Every route the app registers, with its schema, as registered. The security
// suite (test/security) walks this list so that no route can skip its
// authorization row or its fuzz pass: a new route is in the list the moment
// it is registered. Must be added before any route (Fastify calls onRoute only
// for routes registered after the hook).
import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';

export interface RegisteredRoute {
  method: HTTPMethods;
  url: string;
  schema?: FastifySchema;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: readonly RegisteredRoute[];
  }
}

export function registerRouteRegistry(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method, url: route.url, schema: route.schema });
  });
}
