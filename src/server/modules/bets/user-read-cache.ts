/**
 * Per-user cache of rendered reads (bet pages, summaries). A user's writes invalidate only that user; a settlement
 * invalidates everyone (results are rare). As with the tips cache, a value computed across an invalidation is
 * never stored, so a write is visible on the next read.
 */
export const createUserReadCache = <T>(options: { isEnabled: () => boolean; maxUsers?: number }) => {
  const maxUsers = options.maxUsers ?? 10_000;
  let globalGeneration = 0;
  const users = new Map<number, { generation: number; entries: Map<string, T> }>();

  const slot = (userId: number) => {
    let found = users.get(userId);
    if (!found) {
      if (users.size >= maxUsers) users.clear();
      found = { generation: 0, entries: new Map() };
      users.set(userId, found);
    }
    return found;
  };

  return {
    async get(userId: number, key: string, compute: () => Promise<T>): Promise<T> {
      if (!options.isEnabled()) return compute();
      const user = slot(userId);
      const hit = user.entries.get(key);
      if (hit !== undefined) return hit;
      const [userGeneration, global] = [user.generation, globalGeneration];
      const value = await compute();
      if (user.generation === userGeneration && globalGeneration === global && users.get(userId) === user)
        user.entries.set(key, value);
      return value;
    },
    invalidateUser(userId: number) {
      const user = users.get(userId);
      if (!user) return;
      user.generation += 1;
      user.entries.clear();
    },
    invalidateAll() {
      globalGeneration += 1;
      users.clear();
    },
  };
};
