export const NODE_ENVS = ['development', 'test', 'production'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface AdminCredentialsConfig {
  email: string;
  password: string;
  secret: string;
}

/**
 * How long the API waits on the database, in milliseconds (docs/operations.md "Configuration"). Every
 * operation is bounded, so a database that is down or frozen costs a request a 503 within a
 * few seconds, never a hung connection.
 */
export interface DatabaseTimeouts {
  /** How long an operation waits for a server to send it to (driver `serverSelectionTimeoutMS`). */
  serverSelectionMs: number;
  /** TCP connect plus handshake of a new connection (driver `connectTimeoutMS`; also the heartbeat's). */
  connectMs: number;
  /** A socket read that waits longer closes the connection (driver `socketTimeoutMS`): frees connections to a frozen server. */
  socketMs: number;
  /** The deadline of one operation, client-side, and the server-side `maxTimeMS` of reads. */
  queryMs: number;
  /** How often the driver checks the server, which is how fast a return is noticed (driver `heartbeatFrequencyMS`). */
  heartbeatMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: Readonly<DatabaseTimeouts> = Object.freeze({
  serverSelectionMs: 2_000,
  connectMs: 2_000,
  socketMs: 10_000,
  queryMs: 3_000,
  heartbeatMs: 5_000,
});

/**
 * How an instance stops on SIGTERM, SIGINT or SIGHUP (docs/operations.md "Configuration";
 * common/lifecycle/shut-down.ts).
 */
export interface ShutdownTimings {
  /**
   * How long it keeps serving, its health check answering 503, while the proxy in front takes it
   * out of its pool (SHUTDOWN_DRAIN_MS).
   */
  drainMs: number;
  /** The longest it then waits for the requests it holds, and for its modules to close, before it exits anyway (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
}

export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * Production waits longer than a proxy's health check interval (tools/prod checks every 500 ms),
 * so no request reaches an instance that has stopped accepting; nothing stands in front of
 * development and tests, which stop at once.
 */
export const defaultShutdownDrainMs = (nodeEnv: NodeEnv): number => (nodeEnv === 'production' ? 2_000 : 0);

export interface AppConfigValues {
  nodeEnv: NodeEnv;
  port: number;
  mongodbUri: string;
  jwtSecret: string;
  admin: AdminCredentialsConfig;
  /** A jsonwebtoken/ms duration such as `2h`, `30m` or `3600` (seconds). */
  adminTokenTtl: string;
  logLevel: LogLevel;
  /** DEFAULT_DATABASE_TIMEOUTS when not given. */
  database?: DatabaseTimeouts;
  /**
   * The proxies whose X-Forwarded-For the API believes (IPs, CIDR ranges, or proxy-addr's names
   * `loopback`, `linklocal`, `uniquelocal`); DEFAULT_TRUSTED_PROXIES when not given.
   */
  trustedProxies?: readonly string[];
  /** Where the rate limits are counted when several API instances share them; in memory when unset. */
  redisUrl?: string;
  /** Shopkeeper tokens' lifetime, a duration like adminTokenTtl (DEFAULT_USER_TOKEN_TTL when not given). */
  userTokenTtl?: string;
  /** How one-time codes reach a mobile: the dev outbox, or a real SMS provider (required in production). */
  sms?: SmsConfig;
  /** How one-time codes reach an email address: the dev outbox, or SMTP (required in production). */
  email?: EmailConfig;
  /**
   * The first wait of a slowed failing login, in milliseconds (doubling per further failure, at
   * most 8 times this: FailureBucketLimit `slowAfter`); DEFAULT_LOGIN_FAILURE_DELAY_MS when not given.
   */
  loginFailureDelayMs?: number;
  /** The UPI gateway (PhonePe Standard Checkout); the local sandbox when not given (never in production). */
  payment?: PaymentConfig;
  /** New-order alerts to a shop owner's WhatsApp: the dev outbox, or the WhatsApp Cloud API (production). */
  whatsapp?: WhatsAppConfig;
  /** Web Push order alerts: the VAPID keys (production's own; kept in the database outside it). */
  push?: PushConfig;
  /** The graceful shutdown's waits; defaultShutdownDrainMs and DEFAULT_SHUTDOWN_TIMEOUT_MS when not given. */
  shutdown?: ShutdownTimings;
}

/**
 * The gateway's merchant credentials and addresses (docs/api.md "Payments"). `baseUrl` null: the
 * sandbox this API serves at /api/dev/pay-sandbox (development and tests only). `callbackUrl`
 * null: this API's own /api/payment/callback on the address it listens on.
 */
export interface PaymentConfig {
  merchantId: string;
  saltKey: string;
  saltIndex: number;
  baseUrl: string | null;
  callbackUrl: string | null;
  /** The gateway's checkout script the plan dialog waits for (the sandbox's when null). */
  checkoutScriptUrl: string | null;
  /** Origins whose /payment/callback may be the redirect URL (the app's own site). */
  appOrigins: readonly string[];
  /** How often pending payments are rechecked on the gateway's schedule; 0 turns the timer off (tests drive it). */
  reconcileEveryMs: number;
}

/** The sandbox's made-up merchant (development and tests only: production refuses it). */
export const SANDBOX_PAYMENT: Readonly<Pick<PaymentConfig, 'merchantId' | 'saltKey' | 'saltIndex'>> = Object.freeze({
  merchantId: 'CHOWKSANDBOX',
  saltKey: 'chowk-sandbox-salt-key-not-a-secret',
  saltIndex: 1,
});

export const DEFAULT_APP_ORIGINS: readonly string[] = Object.freeze(['http://localhost:4200', 'http://127.0.0.1:4200']);

export const WHATSAPP_PROVIDERS = ['outbox', 'cloud'] as const;
export type WhatsAppProvider = (typeof WHATSAPP_PROVIDERS)[number];

/**
 * `outbox`: alerts are kept for GET /api/dev/outbox (channel whatsapp; never in production).
 * `cloud`: Meta's WhatsApp Cloud API with a business phone number id, an access token and an
 * approved template; `baseUrl` only changes for tests against a local server.
 */
export interface WhatsAppConfig {
  provider: WhatsAppProvider;
  cloud?: { token: string; phoneNumberId: string; template: string; baseUrl: string };
}

/** The VAPID `sub` claim outside production when VAPID_SUBJECT is not given. */
export const DEV_VAPID_SUBJECT = 'mailto:order-alerts@chowk.example';

/**
 * Web Push (docs/operations.md "Order alerts by Web Push"). `vapid`: the application server's
 * P-256 key pair, base64url (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY; production requires them).
 * Null outside production when none is given: a pair is made once and kept in the database
 * (push_vapid_keys), so every instance on it signs with the same one and browsers' subscriptions
 * outlive a restart. `subject`: the contact the push services may write to (mailto: or https:).
 */
export interface PushConfig {
  vapid: { publicKey: string; privateKey: string } | null;
  subject: string;
}

export const SMS_PROVIDERS = ['outbox', 'msg91'] as const;
export type SmsProvider = (typeof SMS_PROVIDERS)[number];

/**
 * SMS delivery. `outbox`: messages are kept for GET /api/dev/outbox (never in production).
 * `msg91`: MSG91's OTP API (an Indian provider; DLT-registered template), with its auth key and
 * template id; `baseUrl` only changes for tests against a local server.
 */
export interface SmsConfig {
  provider: SmsProvider;
  msg91?: { authKey: string; templateId: string; baseUrl: string };
}

export const EMAIL_PROVIDERS = ['outbox', 'smtp'] as const;
export type EmailProvider = (typeof EMAIL_PROVIDERS)[number];

/**
 * Email delivery. `outbox`: messages are kept for GET /api/dev/outbox (never in production).
 * `smtp`: nodemailer over SMTP_URL (`smtp://user:pass@host:587` with STARTTLS when offered, or
 * `smtps://…:465`), sent from MAIL_FROM.
 */
export interface EmailConfig {
  provider: EmailProvider;
  smtp?: { url: string; from: string };
}

export const DEFAULT_USER_TOKEN_TTL = '7d';
export const DEFAULT_LOGIN_FAILURE_DELAY_MS = 250;

/** Today's deployment: the shell's server forwards /api from the same machine. */
export const DEFAULT_TRUSTED_PROXIES: readonly string[] = Object.freeze(['loopback']);

/**
 * The validated configuration (see `validateEnv`). Injected by this class, so a provider
 * asks for `AppConfig` and never reads `process.env` itself.
 */
export class AppConfig implements AppConfigValues {
  readonly nodeEnv!: NodeEnv;
  readonly port!: number;
  readonly mongodbUri!: string;
  readonly jwtSecret!: string;
  readonly admin!: AdminCredentialsConfig;
  readonly adminTokenTtl!: string;
  readonly logLevel!: LogLevel;
  readonly database!: DatabaseTimeouts;
  readonly trustedProxies!: readonly string[];
  readonly redisUrl?: string;
  readonly userTokenTtl!: string;
  readonly sms!: SmsConfig;
  readonly email!: EmailConfig;
  readonly loginFailureDelayMs!: number;
  readonly payment!: PaymentConfig;
  readonly whatsapp!: WhatsAppConfig;
  readonly push!: PushConfig;
  readonly shutdown!: ShutdownTimings;

  constructor(values: AppConfigValues) {
    Object.assign(this, {
      ...values,
      database: Object.freeze({ ...(values.database ?? DEFAULT_DATABASE_TIMEOUTS) }),
      userTokenTtl: values.userTokenTtl ?? DEFAULT_USER_TOKEN_TTL,
      sms: Object.freeze({ ...(values.sms ?? { provider: 'outbox' }) }),
      email: Object.freeze({ ...(values.email ?? { provider: 'outbox' }) }),
      loginFailureDelayMs: values.loginFailureDelayMs ?? DEFAULT_LOGIN_FAILURE_DELAY_MS,
      payment: Object.freeze({
        ...(values.payment ?? {
          ...SANDBOX_PAYMENT,
          baseUrl: null,
          callbackUrl: null,
          checkoutScriptUrl: null,
          appOrigins: DEFAULT_APP_ORIGINS,
          reconcileEveryMs: 5_000,
        }),
      }),
      whatsapp: Object.freeze({ ...(values.whatsapp ?? { provider: 'outbox' }) }),
      push: Object.freeze({
        vapid: values.push?.vapid ? Object.freeze({ ...values.push.vapid }) : null,
        subject: values.push?.subject ?? DEV_VAPID_SUBJECT,
      }),
      shutdown: Object.freeze({
        ...(values.shutdown ?? { drainMs: defaultShutdownDrainMs(values.nodeEnv), timeoutMs: DEFAULT_SHUTDOWN_TIMEOUT_MS }),
      }),
    });
    this.trustedProxies = Object.freeze([...(values.trustedProxies ?? DEFAULT_TRUSTED_PROXIES)]);
    Object.freeze(this.admin);
    Object.freeze(this);
  }

  get isProduction(): boolean {
    return this.nodeEnv === 'production';
  }
}
