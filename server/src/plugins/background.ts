// Work a request starts but does not wait for (a refund a webhook decided on:
// the provider is answered at once, the refund call follows). Each task is
// tracked, so closing the app waits for the ones in flight instead of cutting
// them off, and tests await drain() for the state they assert. A failure is
// logged; what the task was for must also be recoverable from data (the
// refund sweep retries a refund that never completed).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export interface BackgroundTasks {
  run(name: string, work: () => Promise<unknown>): void;
  /** Resolves once every task started so far (and any they started) has settled. */
  drain(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    background: BackgroundTasks;
  }
}

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const running = new Set<Promise<unknown>>();
  return {
    run(name, work) {
      const task = work()
        .catch((error: unknown) => log.error({ err: error, task: name }, 'background task failed'))
        .finally(() => running.delete(task));
      running.add(task);
    },
    async drain() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

export function registerBackgroundTasks(app: FastifyInstance): BackgroundTasks {
  const tasks = createBackgroundTasks(app.log);
  app.decorate('background', tasks);
  app.addHook('onClose', async () => {
    await tasks.drain();
  });
  return tasks;
}
