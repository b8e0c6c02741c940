import { useMutation } from '@tanstack/react-query';
import type { TPersonalAdviceBody } from '~/domain/advisor.contract';
import type { TAdvisorOutcome } from '~/domain/advisor-outcome';
import { apiRequest } from '~/web/lib/api-client';

/**
 * POST /api/advisor/personal (Lifetime): the server builds the strategy from the member's own tracked bets, today's
 * races and their bankroll. A read, but sent as a POST: the custom request is the member's own words and stays out
 * of URLs and logs.
 */
export const getPersonalAdvice = (body: TPersonalAdviceBody): Promise<TAdvisorOutcome> =>
  apiRequest<TAdvisorOutcome>('POST', '/api/advisor/personal', body);

export const usePersonalAdvice = () => useMutation({ mutationFn: getPersonalAdvice });
