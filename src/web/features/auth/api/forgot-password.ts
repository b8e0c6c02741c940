import { useMutation } from '@tanstack/react-query';
import type { TForgotPasswordBody, TForgotPasswordResponse } from '~/domain/auth.contract';
import { apiRequest } from '~/web/lib/api-client';

/** POST /api/auth/forgot-password: the same answer whether or not the e-mail has an account. */
export const requestPasswordReset = (body: TForgotPasswordBody): Promise<TForgotPasswordResponse> =>
  apiRequest<TForgotPasswordResponse>('POST', '/api/auth/forgot-password', body);

export const useRequestPasswordReset = () =>
  // NOTE: not retried: each request counts against the hourly limit and may send another e-mail.
  useMutation({ mutationFn: requestPasswordReset, retry: false });
