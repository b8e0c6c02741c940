import { passwordProblem } from '~/domain/auth.contract';

/**
 * NIST SP 800-63B 5.1.1.2 asks that new passwords be checked against a list of commonly used ones. We ship
 * Mozilla's `fxa-common-password-list` (Firefox Accounts): the 50,000 most common passwords of 8 or more characters
 * from OWASP SecLists' ten-million-password list, which covers the most common 10,000 at our minimum length.
 * NOTE: loaded on first use (a sign-up or a password change), not at start-up: decoding it takes a few
 * milliseconds and a few megabytes.
 */
let list: Promise<{ test: (password: string) => boolean }> | null = null;

export const isCommonPassword = async (password: string): Promise<boolean> => {
  list ??= import('fxa-common-password-list').then((module) => module.default);
  const common = await list;
  return common.test(password) || common.test(password.toLowerCase());
};

/** Why a new password is refused (the domain's rules, then the common-password list), or null. */
export const newPasswordProblem = async (
  password: string,
  account: { email?: string | null; username?: string | null },
): Promise<string | null> =>
  passwordProblem(password, account) ??
  ((await isCommonPassword(password))
    ? 'This password is one of the most commonly used, so it is easy to guess. Choose another.'
    : null);
