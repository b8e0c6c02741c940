import { z } from 'zod';
import { passwordProblem, ZPassword } from '~/domain/auth.contract';

/** The change-password form: the current password, the new one (the sign-up rules), typed twice. */
export const changePasswordSchema = (account: { email: string; username: string | null }) =>
  z
    .object({
      currentPassword: z.string().min(1, 'Enter your current password').max(200),
      newPassword: ZPassword,
      confirmPassword: z.string(),
    })
    .superRefine((values, ctx) => {
      const problem = passwordProblem(values.newPassword, account);
      if (problem) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: problem });
      else if (values.newPassword === values.currentPassword)
        ctx.addIssue({
          code: 'custom',
          path: ['newPassword'],
          message: 'Choose a password different from your current one',
        });
      if (values.confirmPassword !== values.newPassword)
        ctx.addIssue({
          code: 'custom',
          path: ['confirmPassword'],
          message: 'The two new passwords do not match',
        });
    });
export type TChangePasswordForm = z.infer<ReturnType<typeof changePasswordSchema>>;
