import { createECDH, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { applyDecorators } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsOptional, Matches, Max, Min, ValidateBy, validateSync } from 'class-validator';
import { EMAIL_PATTERN } from '@chowk/contracts';
import {
  AppConfig,
  DEFAULT_DATABASE_TIMEOUTS,
  DEFAULT_LOGIN_FAILURE_DELAY_MS,
  DEFAULT_TRUSTED_PROXIES,
  DEFAULT_USER_TOKEN_TTL,
  LOG_LEVELS,
  SMS_PROVIDERS,
  EMAIL_PROVIDERS,
  DEFAULT_APP_ORIGINS,
  DEFAULT_SHUTDOWN_TIMEOUT_MS,
  defaultShutdownDrainMs,
  SANDBOX_PAYMENT,
  WHATSAPP_PROVIDERS,
  DEV_VAPID_SUBJECT,
  NODE_ENVS,
  type LogLevel,
  type NodeEnv,
} from './app-config';

/** docs/architecture.md: the development admin. Production refuses to start with any of these. */
export const DEV_ADMIN_DEFAULTS = {
  ADMIN_EMAIL: 'admin@example.com',
  ADMIN_PASSWORD: 'admin1234',
  ADMIN_SECRET: 'dev-admin-secret',
} as const;

export const DEFAULT_PORT = 3000;
export const DEFAULT_ADMIN_TOKEN_TTL = '2h';
export const JWT_SECRET_MIN_LENGTH = 32;
/** MSG91's API host (MSG91_BASE_URL overrides it, for tests against a local server). */
export const MSG91_DEFAULT_BASE_URL = 'https://control.msg91.com';
/** The WhatsApp Cloud API (Meta's Graph API, a pinned version); WHATSAPP_BASE_URL overrides it for tests. */
export const WHATSAPP_DEFAULT_BASE_URL = 'https://graph.facebook.com/v21.0';
/** The sender of the one-time code emails when MAIL_FROM is not given. */
export const DEFAULT_MAIL_FROM = 'Chowk <no-reply@chowk.in>';
/** An address, or `Name <address>` (what nodemailer takes as `from`). */
const MAIL_FROM_PATTERN = /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;
/** How to make VAPID keys, for the messages that ask for them. */
const VAPID_HOW = 'npx web-push generate-vapid-keys';
/** A VAPID `sub`: a mailto: address or an https: URL (RFC 8292 §2.1). */
const VAPID_SUBJECT_PATTERN = /^(?:mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s/]+\S*)$/;

/**
 * Whether `publicKey` is the public half of `privateKey` (P-256, base64url): a pair copied
 * from two different runs of the generator fails here at start, not as 403s from every push
 * service later. Null when the private key is no P-256 key at all.
 */
function vapidPairMatches(publicKey: string, privateKey: string): boolean | null {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey().toString('base64url') === publicKey;
  } catch {
    return null;
  }
}

/** Tests keep the slowed logins short (the delay's growth is tested with a larger value). */
export const TEST_LOGIN_FAILURE_DELAY_MS = 1;
const MAX_LOGIN_FAILURE_DELAY_MS = 10_000;
/** A drain longer than a minute would only hold up a deploy: a proxy notices a 503 within seconds. */
const MAX_SHUTDOWN_DRAIN_MS = 60_000;
const MAX_SHUTDOWN_TIMEOUT_MS = 300_000;

/** A whole number of milliseconds from 0 to `max`. */
const IsMsUpTo = (max: number): PropertyDecorator => {
  const message = `must be a number of milliseconds between 0 and ${max}`;
  return applyDecorators(IsInt({ message }), Min(0, { message }), Max(max, { message }));
};

/** What jsonwebtoken accepts for `expiresIn`: seconds, or a number with an ms unit. */
const DURATION_PATTERN = /^\d+(\.\d+)?\s?(ms|s|m|h|d|w|y)?$/;

/** Milliseconds: at least 500 (the driver's own floor for heartbeats), at most 5 minutes. */
const MIN_DB_TIMEOUT_MS = 500;
const MAX_DB_TIMEOUT_MS = 300_000;
const DB_TIMEOUT_MESSAGE = `must be a number of milliseconds between ${MIN_DB_TIMEOUT_MS} and ${MAX_DB_TIMEOUT_MS}`;
const IsTimeoutMs = (): PropertyDecorator =>
  applyDecorators(
    IsInt({ message: DB_TIMEOUT_MESSAGE }),
    Min(MIN_DB_TIMEOUT_MS, { message: DB_TIMEOUT_MESSAGE }),
    Max(MAX_DB_TIMEOUT_MS, { message: DB_TIMEOUT_MESSAGE }),
  );

/** proxy-addr's names for ranges: loopback (127.0.0.1/8, ::1), linklocal, uniquelocal (10/8, 172.16/12, 192.168/16, fc00::/7). */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const TRUSTED_PROXIES_MESSAGE =
  'must be a comma-separated list of IP addresses, CIDR ranges (10.0.0.0/8) or loopback, linklocal, uniquelocal';

/** One TRUSTED_PROXIES entry: `10.1.2.3`, `10.0.0.0/8`, `2001:db8::/32` or a proxy-addr name. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const IsTrustedProxyList = (): PropertyDecorator =>
  ValidateBy({
    name: 'isTrustedProxyList',
    validator: {
      validate: (value: unknown) =>
        Array.isArray(value) && value.length > 0 && value.every((entry) => typeof entry === 'string' && isProxyEntry(entry)),
      defaultMessage: () => TRUSTED_PROXIES_MESSAGE,
    },
  });

/** The variables, as strings from the environment, with their format rules (all modes). */
class EnvironmentVariables {
  @IsIn(NODE_ENVS, { message: `must be one of ${NODE_ENVS.join(', ')}` })
  NODE_ENV!: string;

  @IsInt({ message: 'must be a port number between 1 and 65535' })
  @Min(1, { message: 'must be a port number between 1 and 65535' })
  @Max(65535, { message: 'must be a port number between 1 and 65535' })
  PORT!: number;

  // IsDefined runs before the other rules, so a missing URI reads "required", not "bad format".
  @IsDefined({ message: 'is required (e.g. mongodb://127.0.0.1:27017/chowk)' })
  @Matches(/^mongodb(\+srv)?:\/\/\S+$/, { message: 'must be a mongodb:// or mongodb+srv:// URI' })
  MONGODB_URI!: string;

  @IsOptional()
  JWT_SECRET?: string;

  @IsOptional()
  @Matches(EMAIL_PATTERN, { message: 'must be an email address' })
  ADMIN_EMAIL?: string;

  @IsOptional()
  ADMIN_PASSWORD?: string;

  @IsOptional()
  ADMIN_SECRET?: string;

  @Matches(DURATION_PATTERN, { message: 'must be a duration such as 2h, 30m or 3600' })
  ADMIN_TOKEN_TTL!: string;

  @IsIn(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` })
  LOG_LEVEL!: string;

  @IsTimeoutMs() DB_SERVER_SELECTION_TIMEOUT_MS!: number;
  @IsTimeoutMs() DB_CONNECT_TIMEOUT_MS!: number;
  @IsTimeoutMs() DB_SOCKET_TIMEOUT_MS!: number;
  @IsTimeoutMs() DB_QUERY_TIMEOUT_MS!: number;
  @IsTimeoutMs() DB_HEARTBEAT_FREQUENCY_MS!: number;

  @IsTrustedProxyList()
  TRUSTED_PROXIES!: string[];

  @IsOptional()
  @Matches(/^rediss?:\/\/\S+$/, { message: 'must be a redis:// or rediss:// URL' })
  REDIS_URL?: string;

  @Matches(DURATION_PATTERN, { message: 'must be a duration such as 7d, 12h or 3600' })
  USER_TOKEN_TTL!: string;

  @IsOptional()
  @IsIn(SMS_PROVIDERS, { message: `must be one of ${SMS_PROVIDERS.join(', ')}` })
  SMS_PROVIDER?: string;

  @IsOptional()
  MSG91_AUTH_KEY?: string;

  @IsOptional()
  MSG91_TEMPLATE_ID?: string;

  @Matches(/^https?:\/\/\S+$/, { message: 'must be an http(s) URL' })
  MSG91_BASE_URL!: string;

  @IsOptional()
  @IsIn(EMAIL_PROVIDERS, { message: `must be one of ${EMAIL_PROVIDERS.join(', ')}` })
  EMAIL_PROVIDER?: string;

  @IsOptional()
  @Matches(/^smtps?:\/\/\S+$/, { message: 'must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  @Matches(MAIL_FROM_PATTERN, { message: 'must be an email address, or Name <address>' })
  MAIL_FROM!: string;

  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{1,37}$/, { message: 'must be 1 to 37 letters, digits, _ or -' })
  PHONEPE_MERCHANT_ID?: string;

  @IsOptional()
  PHONEPE_SALT_KEY?: string;

  @IsInt({ message: 'must be a whole number from 1' })
  @Min(1, { message: 'must be a whole number from 1' })
  PHONEPE_SALT_INDEX!: number;

  @IsOptional()
  @Matches(/^https?:\/\/\S+[^/]$/, { message: 'must be an http(s) URL without a trailing slash' })
  PHONEPE_BASE_URL?: string;

  @IsOptional()
  @Matches(/^https?:\/\/\S+$/, { message: 'must be an http(s) URL' })
  PHONEPE_CHECKOUT_SCRIPT_URL?: string;

  @IsOptional()
  @Matches(/^https?:\/\/\S+$/, { message: 'must be an http(s) URL' })
  PAYMENT_CALLBACK_URL?: string;

  @Matches(/^https?:\/\/[^/\s,]+(,\s*https?:\/\/[^/\s,]+)*$/, {
    message: 'must be a comma-separated list of origins like https://chowk.example',
  })
  APP_ORIGINS!: string;

  @IsInt({ message: 'must be a whole number of milliseconds (0 turns rechecks off)' })
  @Min(0, { message: 'must be a whole number of milliseconds (0 turns rechecks off)' })
  PAYMENT_RECHECK_EVERY_MS!: number;

  @IsOptional()
  @IsIn(WHATSAPP_PROVIDERS, { message: `must be one of ${WHATSAPP_PROVIDERS.join(', ')}` })
  WHATSAPP_PROVIDER?: string;

  @IsOptional()
  WHATSAPP_TOKEN?: string;

  @IsOptional()
  WHATSAPP_PHONE_NUMBER_ID?: string;

  @Matches(/^[a-z0-9_]{1,512}$/, { message: 'must be a template name (lower-case letters, digits, _)' })
  WHATSAPP_TEMPLATE!: string;

  @Matches(/^https?:\/\/\S+[^/]$/, { message: 'must be an http(s) URL without a trailing slash' })
  WHATSAPP_BASE_URL!: string;

  @IsOptional()
  @Matches(/^B[A-Za-z0-9_-]{86}$/, {
    message: `must be a P-256 public key, base64url (87 characters: ${VAPID_HOW})`,
  })
  VAPID_PUBLIC_KEY?: string;

  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{43}$/, {
    message: `must be a P-256 private key, base64url (43 characters: ${VAPID_HOW})`,
  })
  VAPID_PRIVATE_KEY?: string;

  @IsOptional()
  @Matches(VAPID_SUBJECT_PATTERN, { message: 'must be a mailto: address or an https: URL' })
  VAPID_SUBJECT?: string;

  @IsMsUpTo(MAX_LOGIN_FAILURE_DELAY_MS)
  LOGIN_FAILURE_DELAY_MS!: number;

  @IsMsUpTo(MAX_SHUTDOWN_DRAIN_MS)
  SHUTDOWN_DRAIN_MS!: number;

  @IsMsUpTo(MAX_SHUTDOWN_TIMEOUT_MS)
  SHUTDOWN_TIMEOUT_MS!: number;
}

export interface ValidatedEnv {
  config: AppConfig;
  /** Things worth a log line at start (e.g. a generated JWT secret); never fatal. */
  warnings: string[];
}

/** Blank values count as unset, as a `.env` line `JWT_SECRET=` means "not given". */
function read(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** A number variable: its default when unset, NaN (refused by the rules) when not a number. */
function readNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = read(env, name);
  return value === undefined ? fallback : Number(value);
}

/**
 * Checks the environment once at start. Throws ONE error that lists every bad or missing
 * variable, so an operator fixes them all in one go. Production refuses the dev defaults.
 */
export function validateEnv(env: NodeJS.ProcessEnv): ValidatedEnv {
  const nodeEnv = read(env, 'NODE_ENV') ?? 'development';
  const production = nodeEnv === 'production';
  const dbDefaults = DEFAULT_DATABASE_TIMEOUTS;
  const raw = {
    NODE_ENV: nodeEnv,
    PORT: read(env, 'PORT') === undefined ? DEFAULT_PORT : Number(read(env, 'PORT')),
    MONGODB_URI: read(env, 'MONGODB_URI'),
    JWT_SECRET: read(env, 'JWT_SECRET'),
    ADMIN_EMAIL: read(env, 'ADMIN_EMAIL'),
    ADMIN_PASSWORD: read(env, 'ADMIN_PASSWORD'),
    ADMIN_SECRET: read(env, 'ADMIN_SECRET'),
    ADMIN_TOKEN_TTL: read(env, 'ADMIN_TOKEN_TTL') ?? DEFAULT_ADMIN_TOKEN_TTL,
    LOG_LEVEL: read(env, 'LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    DB_SERVER_SELECTION_TIMEOUT_MS: readNumber(env, 'DB_SERVER_SELECTION_TIMEOUT_MS', dbDefaults.serverSelectionMs),
    DB_CONNECT_TIMEOUT_MS: readNumber(env, 'DB_CONNECT_TIMEOUT_MS', dbDefaults.connectMs),
    DB_SOCKET_TIMEOUT_MS: readNumber(env, 'DB_SOCKET_TIMEOUT_MS', dbDefaults.socketMs),
    DB_QUERY_TIMEOUT_MS: readNumber(env, 'DB_QUERY_TIMEOUT_MS', dbDefaults.queryMs),
    DB_HEARTBEAT_FREQUENCY_MS: readNumber(env, 'DB_HEARTBEAT_FREQUENCY_MS', dbDefaults.heartbeatMs),
    TRUSTED_PROXIES: read(env, 'TRUSTED_PROXIES')
      ?.split(',')
      .map((entry) => entry.trim()) ?? [...DEFAULT_TRUSTED_PROXIES],
    REDIS_URL: read(env, 'REDIS_URL'),
    USER_TOKEN_TTL: read(env, 'USER_TOKEN_TTL') ?? DEFAULT_USER_TOKEN_TTL,
    // Production has no default: it must name a real provider (below).
    SMS_PROVIDER: read(env, 'SMS_PROVIDER') ?? (production ? undefined : 'outbox'),
    MSG91_AUTH_KEY: read(env, 'MSG91_AUTH_KEY'),
    MSG91_TEMPLATE_ID: read(env, 'MSG91_TEMPLATE_ID'),
    MSG91_BASE_URL: read(env, 'MSG91_BASE_URL') ?? MSG91_DEFAULT_BASE_URL,
    // Production has no default: it must send real emails (below).
    EMAIL_PROVIDER: read(env, 'EMAIL_PROVIDER') ?? (production ? undefined : 'outbox'),
    SMTP_URL: read(env, 'SMTP_URL'),
    MAIL_FROM: read(env, 'MAIL_FROM') ?? DEFAULT_MAIL_FROM,
    PHONEPE_MERCHANT_ID: read(env, 'PHONEPE_MERCHANT_ID'),
    PHONEPE_SALT_KEY: read(env, 'PHONEPE_SALT_KEY'),
    PHONEPE_SALT_INDEX: readNumber(env, 'PHONEPE_SALT_INDEX', SANDBOX_PAYMENT.saltIndex),
    PHONEPE_BASE_URL: read(env, 'PHONEPE_BASE_URL'),
    PHONEPE_CHECKOUT_SCRIPT_URL: read(env, 'PHONEPE_CHECKOUT_SCRIPT_URL'),
    PAYMENT_CALLBACK_URL: read(env, 'PAYMENT_CALLBACK_URL'),
    APP_ORIGINS: read(env, 'APP_ORIGINS') ?? DEFAULT_APP_ORIGINS.join(','),
    PAYMENT_RECHECK_EVERY_MS: readNumber(env, 'PAYMENT_RECHECK_EVERY_MS', 5_000),
    WHATSAPP_PROVIDER: read(env, 'WHATSAPP_PROVIDER') ?? (production ? undefined : 'outbox'),
    WHATSAPP_TOKEN: read(env, 'WHATSAPP_TOKEN'),
    WHATSAPP_PHONE_NUMBER_ID: read(env, 'WHATSAPP_PHONE_NUMBER_ID'),
    WHATSAPP_TEMPLATE: read(env, 'WHATSAPP_TEMPLATE') ?? 'new_order_alert',
    WHATSAPP_BASE_URL: read(env, 'WHATSAPP_BASE_URL') ?? WHATSAPP_DEFAULT_BASE_URL,
    VAPID_PUBLIC_KEY: read(env, 'VAPID_PUBLIC_KEY'),
    VAPID_PRIVATE_KEY: read(env, 'VAPID_PRIVATE_KEY'),
    VAPID_SUBJECT: read(env, 'VAPID_SUBJECT') ?? (production ? undefined : DEV_VAPID_SUBJECT),
    LOGIN_FAILURE_DELAY_MS: readNumber(
      env,
      'LOGIN_FAILURE_DELAY_MS',
      nodeEnv === 'test' ? TEST_LOGIN_FAILURE_DELAY_MS : DEFAULT_LOGIN_FAILURE_DELAY_MS,
    ),
    SHUTDOWN_DRAIN_MS: readNumber(env, 'SHUTDOWN_DRAIN_MS', defaultShutdownDrainMs(nodeEnv as NodeEnv)),
    SHUTDOWN_TIMEOUT_MS: readNumber(env, 'SHUTDOWN_TIMEOUT_MS', DEFAULT_SHUTDOWN_TIMEOUT_MS),
  };

  const problems: string[] = [];
  const instance = plainToInstance(EnvironmentVariables, raw);
  for (const error of validateSync(instance, { stopAtFirstError: true })) {
    const message = Object.values(error.constraints ?? {})[0];
    problems.push(`${error.property} ${message}`);
  }

  if (production) {
    if (!raw.JWT_SECRET) problems.push(`JWT_SECRET is required in production (at least ${JWT_SECRET_MIN_LENGTH} characters)`);
    else if (raw.JWT_SECRET.length < JWT_SECRET_MIN_LENGTH)
      problems.push(`JWT_SECRET must be at least ${JWT_SECRET_MIN_LENGTH} characters in production`);
    for (const name of Object.keys(DEV_ADMIN_DEFAULTS) as (keyof typeof DEV_ADMIN_DEFAULTS)[]) {
      if (!raw[name]) problems.push(`${name} is required in production`);
      else if (raw[name] === DEV_ADMIN_DEFAULTS[name]) problems.push(`${name} must not be the development default in production`);
    }
  }

  if (production && !raw.SMS_PROVIDER) problems.push('SMS_PROVIDER is required in production (msg91)');
  if (production && raw.SMS_PROVIDER === 'outbox') {
    problems.push('SMS_PROVIDER must name a real SMS provider in production (msg91): the outbox sends nothing');
  }
  if (raw.SMS_PROVIDER === 'msg91') {
    if (!raw.MSG91_AUTH_KEY) problems.push('MSG91_AUTH_KEY is required when SMS_PROVIDER is msg91');
    if (!raw.MSG91_TEMPLATE_ID) problems.push('MSG91_TEMPLATE_ID is required when SMS_PROVIDER is msg91');
  }

  if (production && !raw.EMAIL_PROVIDER) problems.push('EMAIL_PROVIDER is required in production (smtp)');
  if (production && raw.EMAIL_PROVIDER === 'outbox') {
    problems.push('EMAIL_PROVIDER must be smtp in production: the outbox sends nothing');
  }
  // Payments: production takes money only through the real gateway, with its own credentials.
  if (production) {
    for (const name of [
      'PHONEPE_MERCHANT_ID',
      'PHONEPE_SALT_KEY',
      'PHONEPE_BASE_URL',
      'PHONEPE_CHECKOUT_SCRIPT_URL',
      'PAYMENT_CALLBACK_URL',
    ] as const) {
      if (!raw[name]) problems.push(`${name} is required in production (the payment gateway)`);
    }
    if (raw.PHONEPE_SALT_KEY === SANDBOX_PAYMENT.saltKey)
      problems.push('PHONEPE_SALT_KEY must not be the sandbox key in production');
    if (!read(env, 'APP_ORIGINS'))
      problems.push("APP_ORIGINS is required in production (the site's origin, for the payment redirect)");
  }
  if (Boolean(raw.PHONEPE_MERCHANT_ID) !== Boolean(raw.PHONEPE_SALT_KEY)) {
    problems.push('PHONEPE_MERCHANT_ID and PHONEPE_SALT_KEY go together');
  }
  if (raw.PHONEPE_MERCHANT_ID && !raw.PHONEPE_BASE_URL) problems.push('PHONEPE_BASE_URL is required with PHONEPE_MERCHANT_ID');
  if (production && !raw.WHATSAPP_PROVIDER) problems.push('WHATSAPP_PROVIDER is required in production (cloud)');
  if (production && raw.WHATSAPP_PROVIDER === 'outbox') {
    problems.push('WHATSAPP_PROVIDER must be cloud in production: the outbox sends nothing');
  }
  if (raw.WHATSAPP_PROVIDER === 'cloud') {
    if (!raw.WHATSAPP_TOKEN) problems.push('WHATSAPP_TOKEN is required when WHATSAPP_PROVIDER is cloud');
    if (!raw.WHATSAPP_PHONE_NUMBER_ID) problems.push('WHATSAPP_PHONE_NUMBER_ID is required when WHATSAPP_PROVIDER is cloud');
  }
  if (raw.EMAIL_PROVIDER === 'smtp' && !raw.SMTP_URL) problems.push('SMTP_URL is required when EMAIL_PROVIDER is smtp');

  // Web Push: production signs with its own VAPID keys (a pair made per process or per database
  // would orphan every browser's subscription on the next deploy).
  if (production) {
    for (const name of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'] as const) {
      if (!raw[name]) problems.push(`${name} is required in production (Web Push order alerts: ${VAPID_HOW})`);
    }
    if (!raw.VAPID_SUBJECT) problems.push('VAPID_SUBJECT is required in production (a mailto: address or an https: URL)');
  } else if (Boolean(raw.VAPID_PUBLIC_KEY) !== Boolean(raw.VAPID_PRIVATE_KEY)) {
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
  }
  if (raw.VAPID_PUBLIC_KEY && raw.VAPID_PRIVATE_KEY && !problems.some((problem) => problem.startsWith('VAPID_'))) {
    const matches = vapidPairMatches(raw.VAPID_PUBLIC_KEY, raw.VAPID_PRIVATE_KEY);
    if (matches === null) problems.push('VAPID_PRIVATE_KEY is not a P-256 private key');
    else if (!matches) problems.push('VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY');
  }

  // A read the server stops (maxTimeMS) answers on a healthy connection; a socket timeout would
  // close the connection first, so it must be the longer of the two.
  if (problems.length === 0 && raw.DB_SOCKET_TIMEOUT_MS <= raw.DB_QUERY_TIMEOUT_MS) {
    problems.push('DB_SOCKET_TIMEOUT_MS must be greater than DB_QUERY_TIMEOUT_MS');
  }

  if (problems.length > 0) {
    throw new Error(`Invalid environment configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }

  const warnings: string[] = [];
  let jwtSecret = raw.JWT_SECRET;
  if (!jwtSecret) {
    jwtSecret = randomBytes(32).toString('hex');
    warnings.push('JWT_SECRET is not set: using a random secret for this process (tokens end with it)');
  }

  const config = new AppConfig({
    nodeEnv: nodeEnv as NodeEnv,
    port: raw.PORT,
    mongodbUri: raw.MONGODB_URI as string,
    jwtSecret,
    admin: {
      email: raw.ADMIN_EMAIL ?? DEV_ADMIN_DEFAULTS.ADMIN_EMAIL,
      password: raw.ADMIN_PASSWORD ?? DEV_ADMIN_DEFAULTS.ADMIN_PASSWORD,
      secret: raw.ADMIN_SECRET ?? DEV_ADMIN_DEFAULTS.ADMIN_SECRET,
    },
    adminTokenTtl: raw.ADMIN_TOKEN_TTL,
    logLevel: raw.LOG_LEVEL as LogLevel,
    database: {
      serverSelectionMs: raw.DB_SERVER_SELECTION_TIMEOUT_MS,
      connectMs: raw.DB_CONNECT_TIMEOUT_MS,
      socketMs: raw.DB_SOCKET_TIMEOUT_MS,
      queryMs: raw.DB_QUERY_TIMEOUT_MS,
      heartbeatMs: raw.DB_HEARTBEAT_FREQUENCY_MS,
    },
    trustedProxies: raw.TRUSTED_PROXIES,
    redisUrl: raw.REDIS_URL,
    userTokenTtl: raw.USER_TOKEN_TTL,
    loginFailureDelayMs: raw.LOGIN_FAILURE_DELAY_MS,
    shutdown: { drainMs: raw.SHUTDOWN_DRAIN_MS, timeoutMs: raw.SHUTDOWN_TIMEOUT_MS },
    sms:
      raw.SMS_PROVIDER === 'msg91'
        ? {
            provider: 'msg91',
            msg91: {
              authKey: raw.MSG91_AUTH_KEY as string,
              templateId: raw.MSG91_TEMPLATE_ID as string,
              baseUrl: raw.MSG91_BASE_URL,
            },
          }
        : { provider: 'outbox' },
    payment: {
      merchantId: raw.PHONEPE_MERCHANT_ID ?? SANDBOX_PAYMENT.merchantId,
      saltKey: raw.PHONEPE_SALT_KEY ?? SANDBOX_PAYMENT.saltKey,
      saltIndex: raw.PHONEPE_SALT_INDEX,
      baseUrl: raw.PHONEPE_BASE_URL ?? null,
      callbackUrl: raw.PAYMENT_CALLBACK_URL ?? null,
      checkoutScriptUrl: raw.PHONEPE_CHECKOUT_SCRIPT_URL ?? null,
      appOrigins: raw.APP_ORIGINS.split(',').map((o) => o.trim()),
      reconcileEveryMs: raw.PAYMENT_RECHECK_EVERY_MS,
    },
    whatsapp:
      raw.WHATSAPP_PROVIDER === 'cloud'
        ? {
            provider: 'cloud',
            cloud: {
              token: raw.WHATSAPP_TOKEN as string,
              phoneNumberId: raw.WHATSAPP_PHONE_NUMBER_ID as string,
              template: raw.WHATSAPP_TEMPLATE,
              baseUrl: raw.WHATSAPP_BASE_URL,
            },
          }
        : { provider: 'outbox' },
    push: {
      vapid:
        raw.VAPID_PUBLIC_KEY && raw.VAPID_PRIVATE_KEY
          ? { publicKey: raw.VAPID_PUBLIC_KEY, privateKey: raw.VAPID_PRIVATE_KEY }
          : null,
      subject: raw.VAPID_SUBJECT ?? DEV_VAPID_SUBJECT,
    },
    email:
      raw.EMAIL_PROVIDER === 'smtp'
        ? { provider: 'smtp', smtp: { url: raw.SMTP_URL as string, from: raw.MAIL_FROM } }
        : { provider: 'outbox' },
  });
  return { config, warnings };
}
