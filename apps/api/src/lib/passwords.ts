import { hash, verify } from '@node-rs/argon2';

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
