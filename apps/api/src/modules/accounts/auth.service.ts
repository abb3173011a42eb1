import { randomUUID } from 'node:crypto';
import {
  type AdminRegisterInput,
  AUTH_MESSAGES,
  type ClientRegisterInput,
  type ForgotPasswordInput,
  type LoginInput,
  type ResetPasswordInput,
  tooManyLoginsMessage,
  tooManyResetsMessage,
} from '@souk/domain/auth-schemas';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { Role } from '../../db/schema/accounts';
import type { Actor } from '../../lib/context';
import { forbidden, unauthorized, validationError } from '../../lib/http-errors';
import type { Mailer } from '../../lib/mailer';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords';
import { RateLimitedError, type RateLimiter } from '../../lib/rate-limiter';
import { uniqueSlug } from '../../lib/slug';
import { issueToken, newOpaqueToken, revokeAllTokens, revokeToken, sha256Hex } from '../../lib/tokens';
import { type JobContext, type JobQueue, requestScope } from '../jobs';
import * as repo from './accounts.repository';
import { passwordResetMail, resetLink } from './password-reset.mail';

/** The login, registration and password-recovery rules, written once for the three audiences. */

export interface AuthDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** The reset mails are durable jobs (modules/jobs, decision 0049). */
  jobs: Pick<JobQueue, 'send' | 'define'>;
  limiter: RateLimiter;
  log: { error(obj: object, msg: string): void };
}

export interface Session<R extends Role> {
  account: repo.RowOf<R>;
  token: string;
}

const badCredentials = () =>
  validationError({ email: [AUTH_MESSAGES.badCredentials] }, AUTH_MESSAGES.badCredentials);
const emailTaken = () => validationError({ email: [AUTH_MESSAGES.emailTaken] });

/** Counter keys. The account keys are per role: a client and a partner may share an e-mail. */
export const throttleKeys = {
  /** The guesser: failures on one account from one address (LOGIN_MAX_ATTEMPTS). */
  loginPair: (role: Role, email: string, ip: string) => `login:${role}:${email}:ip:${ip}`,
  /** The ceiling against guesses spread over many addresses (LOGIN_MAX_ATTEMPTS_PER_ACCOUNT). */
  loginAccount: (role: Role, email: string) => `login:${role}:${email}`,
  loginIp: (ip: string) => `login:ip:${ip}`,
  forgotAccount: (role: Role, email: string) => `forgot:${role}:${email}`,
  forgotIp: (ip: string) => `forgot:ip:${ip}`,
};

// Reset e-mails are queued after the reply: their work must not show in its timing. Kept here so
// that shutdown, and tests, can wait for them (tests then run the queued jobs: app.jobs.drain()).
const inFlight = new Set<Promise<void>>();
export async function settlePendingMail(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

const inRequestScope = <T>(requestId: string | undefined, work: () => Promise<T>) =>
  requestId === undefined ? work() : requestScope.run(requestId, work);

/** The job mailing a reset link. */
export const PASSWORD_RESET_JOB = 'password-reset';

export function createAuthService(deps: AuthDeps) {
  const { db, config, limiter, log } = deps;
  const windowMs = config.LOGIN_WINDOW_MINUTES * 60_000;
  const tokenOptions = { ttlDays: config.TOKEN_TTL_DAYS };

  async function throttle(
    checks: { key: string; limit: number }[],
    message: (retryAfterSeconds: number) => string,
  ): Promise<void> {
    // One at a time: a request refused by the first counter does not use up the next one.
    for (const { key, limit } of checks) {
      const hit = await limiter.hit(key, limit, windowMs);
      if (!hit.allowed) throw new RateLimitedError(message(hit.retryAfterSeconds), hit.retryAfterSeconds);
    }
  }

  /** `taskLog`: the request's logger, so that a failure is logged with its request id. */
  function inBackground(task: () => Promise<void>, what: string, taskLog: AuthDeps['log'] = log) {
    // Counted at once (settlePendingMail waits for it), run on the next turn of the event loop.
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((err) => taskLog.error({ err }, what))
      .finally(() => inFlight.delete(run));
    inFlight.add(run);
  }

  async function login<R extends Role>(role: R, input: LoginInput, ip: string): Promise<Session<R>> {
    const ipKey = throttleKeys.loginIp(ip);
    const pairKey = throttleKeys.loginPair(role, input.email, ip);
    const accountKey = throttleKeys.loginAccount(role, input.email);
    // Every attempt takes a slot before the password is checked, so parallel guesses are counted too;
    // a successful one gives its slots back below. Failures lock the (account, address) pair, not the
    // account: a stranger's guesses do not keep its owner out (decision 0030).
    await throttle(
      [
        { key: ipKey, limit: config.LOGIN_MAX_ATTEMPTS_PER_IP },
        { key: pairKey, limit: config.LOGIN_MAX_ATTEMPTS },
        { key: accountKey, limit: config.LOGIN_MAX_ATTEMPTS_PER_ACCOUNT },
      ],
      tooManyLoginsMessage,
    );
    const account = await repo.findAccountByEmail(db, role, input.email);
    if (!account) {
      await burnPasswordCheck(input.password);
      throw badCredentials();
    }
    if (!(await verifyPassword(account.password, input.password))) throw badCredentials();
    // The owner's own failures from here are forgotten; the ceiling and the address only get this
    // attempt back (a success must not wipe the count of guesses made from elsewhere).
    await Promise.all([limiter.reset(pairKey), limiter.release(accountKey), limiter.release(ipKey)]);
    // Only told after the right password: a guesser learns nothing about the account.
    if (repo.isBlocked(account)) throw forbidden(AUTH_MESSAGES.blocked);
    const token = await db.transaction((tx) => issueToken(tx, role, account.id, tokenOptions));
    return { account, token };
  }

  async function logout(tokenId: number | null): Promise<void> {
    if (tokenId !== null) await revokeToken(db, tokenId);
  }

  async function registerClient(input: ClientRegisterInput): Promise<Session<'client'>> {
    if (await repo.emailExists(db, 'client', input.email)) throw emailTaken();
    const password = await hashPassword(input.password);
    try {
      return await db.transaction(async (tx) => {
        const account = await repo.insertClient(tx, {
          slug: uniqueSlug(`${input.prenom} ${input.nom}`),
          nom: input.nom,
          prenom: input.prenom,
          email: input.email,
          telephone: input.telephone,
          genre: input.genre ?? null,
          adresse: input.adresse,
          wilaya: input.wilaya,
          // The language the visitor was using: the client's invoices are written in it.
          ...(input.langue ? { langue: input.langue } : {}),
          password,
        });
        const token = await issueToken(tx, 'client', account.id, tokenOptions);
        return { account, token };
      });
    } catch (error) {
      // Two registrations racing for the same address: the unique index decides.
      if (isUniqueViolation(error, 'clients_email_unique')) throw emailTaken();
      throw error;
    }
  }

  /** The first admin registers freely (bootstrap); after that only an admin adds admins. */
  async function mayRegisterAdmin(actor: Actor): Promise<boolean> {
    return actor.role === 'user' || !(await repo.anyAdminExists(db));
  }

  async function registerAdmin(actor: Actor, input: AdminRegisterInput): Promise<repo.AdminRow> {
    if (!(await mayRegisterAdmin(actor))) throw forbidden();
    if (await repo.emailExists(db, 'user', input.email)) throw emailTaken();
    const password = await hashPassword(input.password);
    try {
      return await db.transaction(async (tx) => {
        if (actor.role !== 'user') {
          // Two bootstrap calls at once: the second one waits here, then sees the first admin.
          await repo.lockAdminBootstrap(tx);
          if (await repo.anyAdminExists(tx)) throw forbidden();
        }
        return repo.insertAdmin(tx, { name: input.name, email: input.email, password });
      });
    } catch (error) {
      if (isUniqueViolation(error, 'admins_email_unique')) throw emailTaken();
      throw error;
    }
  }

  /**
   * The `password-reset` job: a new link, mailed once. The link lives RESET_TTL_MINUTES from the
   * moment the shopper asked (`requestedAt`), not from the moment the job ran: a mail delayed by an
   * SMTP outage says how long it has left, and one that would arrive dead is not sent (decision 0049).
   * Only the token's hash is stored; the token itself exists in this run and in the mail.
   */
  async function sendResetLink(
    role: Role,
    email: string,
    appUrl: string,
    requestedAt: Date,
    ctx: JobContext,
  ): Promise<void> {
    const account = await repo.findAccountByEmail(db, role, email);
    if (!account) return;
    const now = new Date();
    const expiresAt = new Date(requestedAt.getTime() + config.RESET_TTL_MINUTES * 60_000);
    const msLeft = expiresAt.getTime() - now.getTime();
    if (msLeft < 60_000) {
      ctx.log.warn({ requestedAt }, 'password reset link not mailed: it would expire before it is read');
      return;
    }
    await ctx.once('mail', async () => {
      const raw = newOpaqueToken();
      await db.transaction(async (tx) => {
        await repo.deleteDeadPasswordResets(tx, role, account.id, now);
        await repo.insertPasswordReset(tx, {
          role,
          ownerId: account.id,
          tokenHash: sha256Hex(raw),
          expiresAt,
        });
      });
      const name = 'name' in account ? account.name : `${account.prenom} ${account.nom}`;
      await deps.mailer.send(
        passwordResetMail({
          to: account.email,
          name,
          role,
          link: resetLink(appUrl, role, raw),
          ttlMinutes: Math.ceil(msLeft / 60_000),
        }),
      );
    });
  }

  /**
   * Same reply, same timing, whether the address is known or not: nothing to enumerate. Returns
   * the lookup-and-mail work, which the caller starts once its reply is out (see auth.routes).
   * `appUrl` is the site's address for the link (lib/app-url.ts); `requestLog`, the request's logger.
   */
  async function forgotPassword(
    role: Role,
    input: ForgotPasswordInput,
    ip: string,
    appUrl: string,
    requestLog: AuthDeps['log'],
  ): Promise<() => void> {
    await throttle(
      [
        { key: throttleKeys.forgotIp(ip), limit: config.LOGIN_MAX_ATTEMPTS_PER_IP },
        { key: throttleKeys.forgotAccount(role, input.email), limit: config.LOGIN_MAX_ATTEMPTS },
      ],
      tooManyResetsMessage,
    );
    let started = false;
    // The reply's 'finish' runs outside the request's context: its id is taken now, for the job's logs.
    const requestId = requestScope.getStore();
    // The link's lifetime starts now, when the shopper asks (sendResetLink).
    const requestedAt = new Date();
    return () => {
      if (started) return;
      started = true;
      inBackground(
        () =>
          inRequestScope(requestId, () =>
            deps.jobs.send(
              db,
              PASSWORD_RESET_JOB,
              { role, email: input.email, appUrl, requestedAt: requestedAt.toISOString() },
              { key: `reset:${randomUUID()}`, concerne: { type: 'compte', id: `${role}:${input.email}` } },
            ),
          ),
        'password reset e-mail not queued',
        requestLog,
      );
    };
  }

  async function resetPassword(role: Role, input: ResetPasswordInput, ip: string): Promise<void> {
    const tokenHash = sha256Hex(input.token);
    const now = new Date();
    // A cheap look first, so that junk tokens never cost a password hash.
    if (!(await repo.isPasswordResetLive(db, role, tokenHash, now))) {
      throw unauthorized(AUTH_MESSAGES.resetInvalid);
    }
    const password = await hashPassword(input.password);
    const email = await db.transaction(async (tx) => {
      const ownerId = await repo.consumePasswordReset(tx, role, tokenHash, now);
      if (ownerId === null) throw unauthorized(AUTH_MESSAGES.resetInvalid);
      const email = await repo.updatePassword(tx, role, ownerId, password);
      if (email === null) throw unauthorized(AUTH_MESSAGES.resetInvalid);
      await repo.invalidatePasswordResets(tx, role, ownerId, now);
      // Whoever knew the old password is logged out everywhere.
      await revokeAllTokens(tx, role, ownerId);
      return email;
    });
    // Guesses at the old password no longer matter: the ceiling and this address's lock are lifted.
    await Promise.all([
      limiter.reset(throttleKeys.loginAccount(role, email)),
      limiter.reset(throttleKeys.loginPair(role, email, ip)),
    ]);
  }

  deps.jobs.define<{ role: Role; email: string; appUrl: string; requestedAt: string }>(
    PASSWORD_RESET_JOB,
    (p, ctx) => sendResetLink(p.role, p.email, p.appUrl, new Date(p.requestedAt), ctx),
  );

  return {
    login,
    logout,
    registerClient,
    mayRegisterAdmin,
    registerAdmin,
    forgotPassword,
    resetPassword,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
