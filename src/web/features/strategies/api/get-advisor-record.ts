import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdvisorCounts } from '~/domain/advisor';
import { PERSONAL_ADVISOR_TIER } from '~/domain/strategies';
import { QUERY_KEYS } from '~/web/lib/api/query-keys';
import { type TViewer, useViewer } from '~/web/lib/api/use-viewer';
import { apiRequest } from '~/web/lib/api-client';

/** GET /api/advisor/record (Lifetime): how many of the member's settled bets the strategy would count. */
export const getAdvisorRecord = (): Promise<TAdvisorCounts> =>
  apiRequest<TAdvisorCounts>('GET', '/api/advisor/record');

/** Under the shared bets root, so placing or settling a bet (which invalidates it) refreshes the count too. */
export const advisorRecordQueryOptions = () =>
  queryOptions({ queryKey: [...QUERY_KEYS.bets, 'advisor-record'] as const, queryFn: getAdvisorRecord });

/** Spec 1 section 6: AI recommendations built on the member's record come with Lifetime (the server checks it too). */
export const isPersonalAdvisorViewer = (viewer: Pick<TViewer, 'isSignedIn' | 'tier'>): boolean =>
  viewer.isSignedIn && viewer.tier === PERSONAL_ADVISOR_TIER;

/** The member's record for the advisor: read only for a signed-in Lifetime member. */
export const useAdvisorRecord = () => {
  const viewer = useViewer();
  const enabled = isPersonalAdvisorViewer(viewer);
  return { enabled, query: useQuery({ ...advisorRecordQueryOptions(), enabled }) };
};
