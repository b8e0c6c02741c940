import { hash, verify } from '@node-rs/argon2';

/** Argon2id with the library's defaults (OWASP-recommended memory and time costs). */
export const hashPassword = (password: string): Promise<string> => hash(password);

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

/**
 * NOTE: a login for an unknown account still runs one verification against this hash, so the answer takes as long
 * as a wrong password and does not reveal which accounts exist.
 */
let dummyHash: Promise<string> | null = null;
export const verifyAgainstDummy = async (password: string): Promise<void> => {
  dummyHash ??= hash('not-a-real-password-racepro');
  await verifyPassword(await dummyHash, password);
};
