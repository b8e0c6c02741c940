import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBet, TBetStatus } from '~/domain/bets.contract';
import { QUERY_KEYS } from '~/web/lib/api/query-keys';
import { type TViewer, useViewer } from '~/web/lib/api/use-viewer';
import { apiGet } from '~/web/lib/api-client';

/** The statuses the advisor reads: settled bets only (open ones tell it nothing yet). */
export const ADVISOR_BET_STATUSES = [
  'Won',
  'Placed',
  'Lost',
  'Void',
] as const satisfies readonly TBetStatus[];
/** The server's largest page (ZBetsQuery), and how many pages the advisor reads at most: the newest 1,000 bets. */
export const ADVISOR_BETS_PAGE_SIZE = 200;
export const ADVISOR_BETS_MAX_PAGES = 5;

export const advisorBetsUrl = (page: number): string => {
  const params = new URLSearchParams();
  for (const status of ADVISOR_BET_STATUSES) params.append('status', status);
  params.set('page', String(page));
  params.set('pageSize', String(ADVISOR_BETS_PAGE_SIZE));
  return `/api/bets?${params.toString()}`;
};

/**
 * The member's settled bets, newest first (GET /api/bets, the same endpoint My Bets reads), page by page until a
 * short page or the cap. A guest's 401 is no bets. The advisor's only server read.
 */
export const getAdvisorBets = async ({ signal }: { signal?: AbortSignal } = {}): Promise<TBet[]> => {
  const bets: TBet[] = [];
  for (let page = 1; page <= ADVISOR_BETS_MAX_PAGES; page += 1) {
    const batch = (await apiGet<TBet[]>(advisorBetsUrl(page), { signal })) ?? [];
    bets.push(...batch);
    if (batch.length < ADVISOR_BETS_PAGE_SIZE) break;
  }
  return bets;
};

/** Under the shared bets root, so placing or settling a bet (which invalidates it) refreshes the advisor too. */
export const advisorBetsQueryKey = [...QUERY_KEYS.bets, 'advisor'] as const;

export const advisorBetsQueryOptions = () =>
  queryOptions({ queryKey: advisorBetsQueryKey, queryFn: ({ signal }) => getAdvisorBets({ signal }) });

/** Spec 1 section 6: AI recommendations built on the member's record come with Lifetime. */
export const isPersonalAdvisorViewer = (viewer: Pick<TViewer, 'isSignedIn' | 'tier'>): boolean =>
  viewer.isSignedIn && viewer.tier === 'Lifetime';

/** The member's settled bets for the advisor: fetched only for a signed-in Lifetime member. */
export const useAdvisorBets = () => {
  const viewer = useViewer();
  const enabled = isPersonalAdvisorViewer(viewer);
  return { enabled, query: useQuery({ ...advisorBetsQueryOptions(), enabled }) };
};
