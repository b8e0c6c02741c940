import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that must not change how long an answer takes (decision 0023): sign-up and "forgot your password?" answer
 * the same whether or not an account exists, so the writes that differ run after the answer has gone. `idle` waits
 * for everything queued (tests, and the app's close).
 */
export const createAfterReply = (log: FastifyBaseLogger) => {
  const running = new Set<Promise<void>>();
  return {
    run(name: string, work: () => Promise<void>): void {
      const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => {
          // NOTE: the error only: the work holds e-mail addresses, which stay out of the logs.
          log.error({ err: error }, `${name} failed after its answer was sent`);
        })
        .finally(() => running.delete(task));
      running.add(task);
    },
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
};

export type TAfterReply = ReturnType<typeof createAfterReply>;
