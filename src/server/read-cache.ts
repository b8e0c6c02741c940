/**
 * A small read-through cache for rendered answers. Each entry lives until `expiresAt` (a scheduled release, UK
 * midnight) or until `invalidate()` bumps the generation; a computation that started before an invalidation is
 * never stored, so a write is visible on the next read.
 */
export type TReadCache<T> = {
  get: (key: string, now: Date, compute: () => Promise<{ value: T; expiresAt: Date }>) => Promise<T>;
  /** The cached value if there is a live one, without computing (lets hot routes answer synchronously). */
  peek: (key: string, now: Date) => T | undefined;
  invalidate: () => void;
};

export const createReadCache = <T>(options: {
  isEnabled: () => boolean;
  maxEntries?: number;
}): TReadCache<T> => {
  const maxEntries = options.maxEntries ?? 100;
  let generation = 0;
  const entries = new Map<string, { value: T; expiresAt: number; generation: number }>();
  const inflight = new Map<string, { generation: number; promise: Promise<{ value: T; expiresAt: Date }> }>();

  const peek = (key: string, now: Date): T | undefined => {
    if (!options.isEnabled()) return undefined;
    const hit = entries.get(key);
    return hit && hit.generation === generation && hit.expiresAt > now.getTime() ? hit.value : undefined;
  };

  return {
    async get(key, now, compute) {
      if (!options.isEnabled()) return (await compute()).value;
      const hit = peek(key, now);
      if (hit !== undefined) return hit;

      const started = generation;
      let pending = inflight.get(key);
      if (!pending || pending.generation !== started) {
        pending = { generation: started, promise: compute() };
        inflight.set(key, pending);
      }
      try {
        const { value, expiresAt } = await pending.promise;
        if (generation === started) {
          if (entries.size >= maxEntries) entries.clear();
          entries.set(key, { value, expiresAt: expiresAt.getTime(), generation: started });
        }
        return value;
      } finally {
        if (inflight.get(key) === pending) inflight.delete(key);
      }
    },
    peek,
    invalidate() {
      generation += 1;
      entries.clear();
    },
  };
};
