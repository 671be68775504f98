// Facts that already happened, told to the features that care, in this process.
// A feature that publishes declares its events (their names and what each carries)
// next to its code; a feature that reacts subscribes with `on` and never imports the
// publisher's services, so the publisher does not know who listens. Events are
// emitted after the change has committed: a listener cannot undo it, and one
// listener failing is logged and does not stop the others. Work that must commit
// with the change itself is not an event: it is a call inside the transaction.
import type { FastifyBaseLogger } from 'fastify';

type Listener<Payload> = (payload: Payload) => Promise<void> | void;

export interface EventBus<Events> {
  /** Listens to every later emit of this event. */
  on<Name extends keyof Events & string>(name: Name, listener: Listener<Events[Name]>): void;
  /** Tells every listener, each on its own; resolves once all have finished (or failed and been logged). */
  emit<Name extends keyof Events & string>(name: Name, payload: Events[Name]): Promise<void>;
}

export function createEventBus<Events>(log: Pick<FastifyBaseLogger, 'error'>): EventBus<Events> {
  const listeners = new Map<string, Listener<never>[]>();
  return {
    on(name, listener) {
      listeners.set(name, [...(listeners.get(name) ?? []), listener as Listener<never>]);
    },
    async emit(name, payload) {
      const told = (listeners.get(name) ?? []) as Listener<typeof payload>[];
      await Promise.all(
        told.map(async (listener) => {
          try {
            await listener(payload);
          } catch (error) {
            log.error({ err: error, event: name }, 'an event listener failed');
          }
        }),
      );
    },
  };
}
