import { ApiError } from '~/web/lib/api-client';

/**
 * Why a save to the account did not happen:
 * - refused: the server said no for a reason (tier, limit, stake, odds, race started); its message is shown;
 * - signed-out: the session has ended (401);
 * - unreachable: no connection, a time-out, rate limiting or a server fault; worth retrying later.
 */
export type TSaveFailure =
  | { kind: 'refused'; message: string }
  | { kind: 'signed-out' }
  | { kind: 'unreachable' };

export const classifySaveFailure = (error: unknown): TSaveFailure => {
  if (!(error instanceof ApiError)) return { kind: 'unreachable' };
  if (error.status === 401) return { kind: 'signed-out' };
  if (error.status === 408 || error.status === 429 || error.status >= 500) return { kind: 'unreachable' };
  return { kind: 'refused', message: error.userMessage || 'Please try again later' };
};
