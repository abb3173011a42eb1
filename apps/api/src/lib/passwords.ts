import { hash, verify } from '@node-rs/argon2';
import { tooManyPasswordChecksMessage } from '@souk/domain/auth-schemas';
import { CURRENT_PASSWORD_MESSAGES } from '@souk/domain/validation';
import { type Actor, actorLabel, type Ctx } from './context';
import { validationError } from './http-errors';
import { RateLimitedError, type RateLimiter } from './rate-limiter';

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

/** The counter of current-password checks of one account (its role and id). */
export const currentPasswordKey = (actor: Actor) => `current-password:${actorLabel(actor)}`;

/**
 * A new password on one's own profile needs the current one (422 on `current_password` when it is
 * missing or wrong): whoever finds a session open cannot take the account over with it. Nor can it
 * guess: after LOGIN_MAX_ATTEMPTS checks in the login's window (the login's limits, decision 0030) the account's checks are refused (429)
 * until the window ends; the right password clears the count. Every check takes its slot before the
 * hash is compared, so parallel guesses are counted too.
 */
export async function checkCurrentPassword(
  { actor, config }: Pick<Ctx, 'actor' | 'config'>,
  limiter: RateLimiter,
  storedHash: string,
  given: string | undefined,
): Promise<void> {
  if (given === undefined) throw validationError({ current_password: [CURRENT_PASSWORD_MESSAGES.required] });
  const key = currentPasswordKey(actor);
  const hit = await limiter.hit(key, config.LOGIN_MAX_ATTEMPTS, config.LOGIN_WINDOW_MINUTES * 60_000);
  if (!hit.allowed) {
    throw new RateLimitedError(tooManyPasswordChecksMessage(hit.retryAfterSeconds), hit.retryAfterSeconds);
  }
  if (!(await verifyPassword(storedHash, given))) {
    throw validationError({ current_password: [CURRENT_PASSWORD_MESSAGES.wrong] });
  }
  await limiter.reset(key);
}
