import { existsSync } from 'node:fs';
import path from 'node:path';
import type { PaiementConfigReply } from '@souk/domain/payment-schemas';
import { z } from 'zod';

/** The repository root: `./data` and the built web app are resolved from here, whatever the cwd. */
export const ROOT_DIR = path.resolve(import.meta.dirname, '../../..');

// A local .env is optional; real environment variables win over it.
const envFile = path.join(ROOT_DIR, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === 'true' || v === '1'));
const optional = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

const httpUrl = optional.pipe(
  z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
);

/** The S3 variables that must be set together (S3_REGION has a default, S3_PUBLIC_URL is optional). */
const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

const fields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * Public URL of the site, used in e-mailed links. Unset: the address the request was made on (host
   * and protocol, through TRUST_PROXY's proxies), or http://localhost:PORT for mails not sent from a
   * request (lib/app-url.ts). Set it in production: a request's Host header is the caller's to choose.
   */
  APP_URL: optional,
  /**
   * Proxies in front of the API whose X-Forwarded-For is trusted: a hop count ("1") or addresses /
   * CIDRs ("10.0.0.0/8,127.0.0.1"). Empty: none — the socket address is the client's (per-IP limits
   * cannot be dodged with a forged header).
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v): boolean | number | string[] => {
      if (!v || v === 'false') return false;
      if (v === 'true') return true;
      if (/^\d+$/.test(v)) return Number(v);
      return v.split(',').map((s) => s.trim());
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Embedded data: PGlite database, media (without S3_*) and mail outbox live under it (relative to the repository). */
  DATA_DIR: z
    .string()
    .default('data')
    .transform((v) => path.resolve(ROOT_DIR, v)),
  /** postgres://… switches from embedded PGlite to a PostgreSQL server. */
  DATABASE_URL: optional,
  /**
   * Connections of each of the two pools (PostgreSQL): every statement, and the named statements
   * planned once per connection (decision 0025); the server may hold twice this many.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * Load shedding: above this many requests waiting for a database connection (or statements waiting
   * for PGlite's single one), new API requests get 503 + Retry-After at once instead of queueing
   * until their clients give up (plugins/load-shedding.ts). Measured (docs/reliability.md): at 158 req/s
   * for 10 minutes, 128 gave 0.34 % of 503s in short bursts; 512 let the queue grow past the pool's
   * 5-s connection wait, the server worked for clients that had left, and errors passed 7 %.
   */
  DB_MAX_WAITING: z.coerce.number().int().min(1).max(100_000).default(128),
  /**
   * Embedded mode: PGlite runs in a worker thread, so that a statement no longer stops the API's event
   * loop (db/pglite-thread.ts; docs/benchmarks.md, goal 5). false: in the API's own thread.
   */
  PGLITE_THREAD: bool(true),
  /** Seed the demo data when the database is empty. */
  SEED_DEMO: bool(true),
  WEB_DIST: z
    .string()
    .default('apps/web/dist')
    .transform((v) => path.resolve(ROOT_DIR, v)),
  /**
   * The web build's server render (apps/web/dist-ssr, `npm run build`): the home, category and shop
   * pages are sent drawn (lib/web-ssr.ts). Default: `dist-ssr` beside WEB_DIST. Absent: every page is
   * drawn in the browser.
   */
  WEB_SSR: z
    .string()
    .optional()
    .transform((v) => (v ? path.resolve(ROOT_DIR, v) : undefined)),
  BODY_LIMIT_MB: z.coerce.number().min(1).max(100).default(12),
  TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  RESET_TTL_MINUTES: z.coerce.number().int().min(5).max(1440).default(60),
  /**
   * Failed logins allowed in LOGIN_WINDOW_MINUTES per (account, address) pair: the guesser is
   * stopped, the owner logging in from elsewhere is not (decision 0030). Also the forgot-password
   * requests per account.
   */
  LOGIN_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(5),
  /** Login attempts per address, whatever the accounts (one address trying many accounts). */
  LOGIN_MAX_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(30),
  /**
   * Failed logins per account from all addresses together: the ceiling against guessing spread over
   * many addresses. Reaching it locks the account for the rest of the window, its owner included.
   */
  LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: z.coerce.number().int().min(1).default(100),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Shared rate-limit store for several API processes; in-memory when unset. */
  REDIS_URL: optional,
  SMTP_URL: optional,
  /**
   * How long a job (a mail, a feed event, a sweep) may run before it is taken for dead — its process
   * killed or stuck — and run again by another worker (decision 0049). The SMTP client gives up within
   * a quarter of it (lib/mailer.ts), so a live send is never repeated for being slow.
   */
  JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  MAIL_FROM: z.string().default('Souk <no-reply@souk.dz>'),
  /** Who is told of the platform's own new orders (comma-separated); every administrator when unset. */
  ADMIN_NOTIFY_EMAIL: optional,
  /** Switches `devise` orders from the built-in sandbox to Stripe (PaymentIntents; the browser uses Elements). */
  STRIPE_SECRET_KEY: optional,
  /** Given to the web (paiementConfig) for Stripe Elements. */
  STRIPE_PUBLISHABLE_KEY: optional,
  /** Signing secret of the webhook endpoint {APP_URL}/api/v1/webhooks/stripe; without it every event is refused. */
  STRIPE_WEBHOOK_SECRET: optional,
  /** Switches `cib` orders to Chargily Pay (CIB / EDAHABIA). Its webhooks are signed with this same secret key. */
  CHARGILY_API_KEY: optional,
  /** Which Chargily API the key belongs to: `test` (default) or `live` for real payments. */
  CHARGILY_MODE: z.enum(['test', 'live']).default('test'),
  /**
   * The built-in payment sandbox (cards "succeed" without any money moving) takes the card types
   * that have no provider key. Default: on with the embedded database (the one-command demo), off on
   * a real deployment (DATABASE_URL set), where card and CIB are then not offered. 1 forces it on
   * (a staging server), 0 off (decision 0009).
   */
  PAYMENTS_SANDBOX: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1')),
  /**
   * Media storage (decision 0047): every stored picture goes to this S3-compatible bucket instead of
   * DATA_DIR/media, so that several API machines serve the same files. All four of endpoint, bucket
   * and keys, or none (local disk); S3_REGION is the signing region (`auto` suits R2 and MinIO).
   */
  S3_ENDPOINT: httpUrl,
  S3_REGION: z.string().default('auto'),
  S3_BUCKET: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  /**
   * Where the bucket's objects are publicly readable (a bucket domain or a CDN): new pictures get
   * URLs under it and browsers fetch them there. Unset: pictures are served by the API at /media/.
   */
  S3_PUBLIC_URL: httpUrl.transform((v) => v?.replace(/\/+$/, '')),
  MAP_TILE_URL: z.string().default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
  GEOCODER_URL: z.string().default('https://nominatim.openstreetmap.org/search'),
  /**
   * The bearer token Prometheus sends to scrape GET /metrics (decision 0048): at least 24 characters.
   * Unset: the endpoint is off (404).
   */
  METRICS_TOKEN: optional.pipe(
    z.string().min(24, { error: 'must be at least 24 characters (a random secret)' }).optional(),
  ),
  /** Unpaid card orders hold their stock this long before the sweep cancels them. */
  UNPAID_ORDER_TTL_HOURS: z.coerce.number().min(1).default(24),
});

const schema = fields.superRefine((c, ctx) => {
  // Half a bucket setting would silently keep media on one machine's disk: refuse to start.
  const set = [...S3_REQUIRED, 'S3_PUBLIC_URL' as const].filter((k) => c[k]);
  if (set.length === 0) return;
  for (const key of S3_REQUIRED) {
    if (!c[key]) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `required with ${set.join(', ')}: set ${S3_REQUIRED.join(', ')} to store media in a bucket, or none of the S3_* variables for the local disk`,
      });
    }
  }
});

export type Config = z.infer<typeof schema>;

/** The media bucket's settings (decision 0047), or undefined when media stay on the local disk. */
export interface MediaBucket {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl?: string;
}

export function mediaBucket(
  config: Pick<Config, (typeof S3_REQUIRED)[number] | 'S3_REGION' | 'S3_PUBLIC_URL'>,
): MediaBucket | undefined {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return undefined;
  return {
    endpoint: S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: S3_BUCKET,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    publicUrl: config.S3_PUBLIC_URL,
  };
}

/** Whether the payment sandbox may take card payments (see PAYMENTS_SANDBOX). */
export function paymentsSandboxAllowed(config: Pick<Config, 'PAYMENTS_SANDBOX' | 'DATABASE_URL'>): boolean {
  return config.PAYMENTS_SANDBOX ?? !config.DATABASE_URL;
}

/**
 * Which provider serves each card type: `devise` → Stripe when STRIPE_SECRET_KEY is set, `cib` →
 * Chargily Pay when CHARGILY_API_KEY is set; otherwise the built-in sandbox when it is allowed
 * (embedded database or PAYMENTS_SANDBOX=1), else none: the type is not offered (decision 0009).
 */
export type PaymentAvailability = PaiementConfigReply['data']['devise' | 'cib'];

export function paymentAvailability(
  config: Pick<Config, 'STRIPE_SECRET_KEY' | 'CHARGILY_API_KEY' | 'PAYMENTS_SANDBOX' | 'DATABASE_URL'>,
): { devise: PaiementConfigReply['data']['devise']; cib: PaiementConfigReply['data']['cib'] } {
  const fallback = paymentsSandboxAllowed(config) ? 'sandbox' : 'indisponible';
  return {
    devise: config.STRIPE_SECRET_KEY ? 'stripe' : fallback,
    cib: config.CHARGILY_API_KEY ? 'chargily' : fallback,
  };
}

/** Whether an order of this payment type may be placed (cash on delivery always). */
export function isPaymentTypeAvailable(config: Config, typePaiement: string): boolean {
  if (typePaiement !== 'devise' && typePaiement !== 'cib') return true;
  return paymentAvailability(config)[typePaiement] !== 'indisponible';
}

/**
 * Gives the process the configuration's NODE_ENV when it has none: React's server renderer (the drawn
 * pages, loaded after the configuration) reads process.env.NODE_ENV, and unset it would draw with its
 * development build, two to three times slower (docs/decisions/0043-drawn-pages-hydrate-on-their-own.md).
 */
export function settleNodeEnv(config: Pick<Config, 'NODE_ENV'>, env: NodeJS.ProcessEnv = process.env): void {
  env.NODE_ENV ??= config.NODE_ENV;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  // An empty variable (as copied from .env.example) means "use the default".
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  return { ...parsed.data, ...overrides };
}
