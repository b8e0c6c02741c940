import type { Query } from '@tanstack/react-query';

/**
 * Queries whose answer depends on who is signed in (tips by tier, bets, limits). The session itself
 * (`['auth', ...]`) is set directly and site info (`['site', ...]`) is the same for everybody.
 */
export const isSessionScopedQuery = (query: Query): boolean => {
  const [scope] = query.queryKey;
  return scope !== 'auth' && scope !== 'site';
};
