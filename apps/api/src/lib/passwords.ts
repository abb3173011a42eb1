import { hash, verify } from '@node-rs/argon2';
import { CURRENT_PASSWORD_MESSAGES } from '@souk/domain/validation';
import { validationError } from './http-errors';

/** argon2id, OWASP's minimum profile (memory ≥ 19 MiB, t ≥ 2; docs/reliability.md, Authentication). */
export const ARGON2_OPTIONS = {
  // Algorithm.Argon2id is an ambient const enum (not importable under isolatedModules); its value is 2.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/** Spends the time of a real check when the account does not exist, so timing reveals nothing. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hashPassword('souk-dummy-password');
  await verifyPassword(await dummy, password);
}

/**
 * A new password on one's own profile needs the current one (422 on `current_password` when it is
 * missing or wrong): whoever finds a session open cannot take the account over with it.
 */
export async function checkCurrentPassword(storedHash: string, given: string | undefined): Promise<void> {
  if (given === undefined) throw validationError({ current_password: [CURRENT_PASSWORD_MESSAGES.required] });
  if (!(await verifyPassword(storedHash, given))) {
    throw validationError({ current_password: [CURRENT_PASSWORD_MESSAGES.wrong] });
  }
}
