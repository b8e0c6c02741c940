import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TReferralSummary } from '~/domain/referrals.contract';
import { apiGet } from '~/web/lib/api-client';
import { QUERY_KEYS } from './query-keys';

/** Session-scoped (refetched when the user changes), like every key outside `auth` and `site`. */
export const REFERRAL_QUERY_KEY = QUERY_KEYS.referral;

/** GET /api/referrals/me: the member's invite code, link and how many joined through it; null for a guest (401). */
export const getReferral = ({ signal }: { signal?: AbortSignal } = {}): Promise<TReferralSummary | null> =>
  apiGet<TReferralSummary>('/api/referrals/me', { signal });

export const referralQueryOptions = () =>
  queryOptions({ queryKey: REFERRAL_QUERY_KEY, queryFn: ({ signal }) => getReferral({ signal }) });

export const useReferral = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...referralQueryOptions(), enabled });
