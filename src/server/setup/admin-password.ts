import { ConfigError, type TConfig } from '../config';
import { newPasswordProblem } from '../modules/auth/common-passwords';

/**
 * Production refuses to start with an administrator password a member could not choose: loadConfig applies the
 * domain's rules and the length; this adds the common-password list, which loads asynchronously (boot.ts).
 */
export const refuseWeakAdminPassword = async (
  config: Pick<TConfig, 'isProduction' | 'admin'>,
): Promise<void> => {
  if (!config.isProduction) return;
  const problem = await newPasswordProblem(config.admin.password, { username: config.admin.username });
  if (problem) throw new ConfigError(`Invalid environment:\n  ADMIN_PASSWORD: ${problem}`);
};
