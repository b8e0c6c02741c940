import { useMutation } from '@tanstack/react-query';
import type { TSignupBody, TSignupResponse } from '~/domain/auth.contract';
import { apiRequest } from '~/web/lib/api-client';

/** POST /api/auth/signup: the same "check your e-mail" answer whoever exists; nobody is signed in by it. */
export const signup = (body: TSignupBody): Promise<TSignupResponse> =>
  apiRequest<TSignupResponse>('POST', '/api/auth/signup', body);

// NOTE: no retry: a second attempt would only send a second e-mail.
export const useSignup = () => useMutation({ mutationFn: signup, retry: false });
