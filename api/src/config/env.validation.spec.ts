import { DEV_ADMIN_DEFAULTS, validateEnv } from './env.validation';
import { PRODUCTION_GATEWAYS_ENV } from '../testing/production-env';

const URI = 'mongodb://127.0.0.1:27017/chowk';
const SECRET = 'k'.repeat(32);
const production = {
  NODE_ENV: 'production',
  MONGODB_URI: URI,
  JWT_SECRET: SECRET,
  ADMIN_EMAIL: 'ops@chowk.in',
  ADMIN_PASSWORD: 'a-long-production-password',
  ADMIN_SECRET: 'a-long-production-secret',
  SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: 'msg91-auth-key',
  MSG91_TEMPLATE_ID: 'otp-template-id',
  EMAIL_PROVIDER: 'smtp',
  SMTP_URL: 'smtps://mailer:smtp-password@smtp.example.net:465',
  ...PRODUCTION_GATEWAYS_ENV,
};

/** The lines of the one error validateEnv throws. */
function problems(env: NodeJS.ProcessEnv): string[] {
  try {
    validateEnv(env);
  } catch (error) {
    return (error as Error).message
      .split('\n')
      .slice(1)
      .map((line) => line.replace(/^\s+- /, ''));
  }
  throw new Error('validateEnv accepted the environment');
}

describe('validateEnv', () => {
  it('development: defaults for everything but MONGODB_URI, a random JWT secret with a warning', () => {
    const { config, warnings } = validateEnv({ MONGODB_URI: URI });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      mongodbUri: URI,
      adminTokenTtl: '2h',
      logLevel: 'info',
      admin: {
        email: DEV_ADMIN_DEFAULTS.ADMIN_EMAIL,
        password: DEV_ADMIN_DEFAULTS.ADMIN_PASSWORD,
        secret: DEV_ADMIN_DEFAULTS.ADMIN_SECRET,
      },
    });
    expect(config.isProduction).toBe(false);
    expect(config.jwtSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(warnings).toEqual([expect.stringContaining('JWT_SECRET')]);
    // Per process, not a constant baked into the code.
    expect(validateEnv({ MONGODB_URI: URI }).config.jwtSecret).not.toBe(config.jwtSecret);
  });

  it('test mode is quiet by default', () => {
    expect(validateEnv({ NODE_ENV: 'test', MONGODB_URI: URI }).config.logLevel).toBe('silent');
  });

  it('reads every variable, trimmed; blank counts as unset', () => {
    const { config, warnings } = validateEnv({
      NODE_ENV: 'test',
      PORT: ' 8080 ',
      MONGODB_URI: 'mongodb+srv://user:pw@cluster.example.net/chowk',
      JWT_SECRET: 'short-is-fine-outside-production',
      ADMIN_EMAIL: 'me@example.com',
      ADMIN_PASSWORD: 'pw',
      ADMIN_SECRET: 's',
      ADMIN_TOKEN_TTL: '30m',
      LOG_LEVEL: '',
    });
    expect(config).toMatchObject({
      port: 8080,
      jwtSecret: 'short-is-fine-outside-production',
      admin: { email: 'me@example.com', password: 'pw', secret: 's' },
      adminTokenTtl: '30m',
      logLevel: 'silent',
    });
    expect(warnings).toEqual([]);
  });

  it('MONGODB_URI is required in every mode', () => {
    for (const NODE_ENV of ['development', 'test', 'production']) {
      expect(problems({ ...production, NODE_ENV, MONGODB_URI: undefined })).toContainEqual(
        expect.stringMatching(/^MONGODB_URI is required/),
      );
    }
    expect(problems({ MONGODB_URI: 'postgres://x' })).toEqual(['MONGODB_URI must be a mongodb:// or mongodb+srv:// URI']);
  });

  it('lists every bad variable in one error', () => {
    expect(
      problems({
        NODE_ENV: 'staging',
        PORT: 'eighty',
        ADMIN_EMAIL: 'not-an-email',
        ADMIN_TOKEN_TTL: 'two hours',
        LOG_LEVEL: 'loud',
      }),
    ).toEqual([
      'NODE_ENV must be one of development, test, production',
      'PORT must be a port number between 1 and 65535',
      expect.stringMatching(/^MONGODB_URI is required/),
      'ADMIN_EMAIL must be an email address',
      'ADMIN_TOKEN_TTL must be a duration such as 2h, 30m or 3600',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    ]);
    expect(problems({ MONGODB_URI: URI, PORT: '70000' })).toEqual(['PORT must be a port number between 1 and 65535']);
    expect(problems({ MONGODB_URI: URI, PORT: '0' })).toEqual(['PORT must be a port number between 1 and 65535']);
  });

  it('production: accepts a complete configuration', () => {
    const { config, warnings } = validateEnv(production);
    expect(config.isProduction).toBe(true);
    expect(config.jwtSecret).toBe(SECRET);
    expect(config.admin).toEqual({
      email: 'ops@chowk.in',
      password: 'a-long-production-password',
      secret: 'a-long-production-secret',
    });
    expect(warnings).toEqual([]);
  });

  it('production: requires JWT_SECRET of 32+ characters and every admin variable, all listed at once', () => {
    expect(problems({ NODE_ENV: 'production', MONGODB_URI: URI })).toEqual([
      'JWT_SECRET is required in production (at least 32 characters)',
      'ADMIN_EMAIL is required in production',
      'ADMIN_PASSWORD is required in production',
      'ADMIN_SECRET is required in production',
      'SMS_PROVIDER is required in production (msg91)',
      'EMAIL_PROVIDER is required in production (smtp)',
      'PHONEPE_MERCHANT_ID is required in production (the payment gateway)',
      'PHONEPE_SALT_KEY is required in production (the payment gateway)',
      'PHONEPE_BASE_URL is required in production (the payment gateway)',
      'PHONEPE_CHECKOUT_SCRIPT_URL is required in production (the payment gateway)',
      'PAYMENT_CALLBACK_URL is required in production (the payment gateway)',
      "APP_ORIGINS is required in production (the site's origin, for the payment redirect)",
      'WHATSAPP_PROVIDER is required in production (cloud)',
      'VAPID_PUBLIC_KEY is required in production (Web Push order alerts: npx web-push generate-vapid-keys)',
      'VAPID_PRIVATE_KEY is required in production (Web Push order alerts: npx web-push generate-vapid-keys)',
      'VAPID_SUBJECT is required in production (a mailto: address or an https: URL)',
    ]);
    expect(problems({ ...production, JWT_SECRET: 'k'.repeat(31) })).toEqual([
      'JWT_SECRET must be at least 32 characters in production',
    ]);
  });

  it('production: takes payments only through the real gateway, and alerts only through WhatsApp', () => {
    expect(problems({ ...production, PHONEPE_SALT_KEY: 'chowk-sandbox-salt-key-not-a-secret' })).toEqual([
      'PHONEPE_SALT_KEY must not be the sandbox key in production',
    ]);
    expect(problems({ ...production, WHATSAPP_PROVIDER: 'outbox' })).toEqual([
      'WHATSAPP_PROVIDER must be cloud in production: the outbox sends nothing',
    ]);
    expect(problems({ ...production, WHATSAPP_TOKEN: '' })).toEqual([
      'WHATSAPP_TOKEN is required when WHATSAPP_PROVIDER is cloud',
    ]);
    expect(problems({ ...production, PHONEPE_SALT_INDEX: 'x' })).toEqual(['PHONEPE_SALT_INDEX must be a whole number from 1']);
    const { config } = validateEnv(production);
    expect(config.payment).toMatchObject({ merchantId: 'CHOWKLIVE', saltIndex: 1, appOrigins: ['https://chowk.example'] });
    expect(config.whatsapp).toMatchObject({
      provider: 'cloud',
      cloud: { phoneNumberId: '1234567890', template: 'new_order_alert' },
    });
  });

  it('outside production: the local payment sandbox and the WhatsApp outbox', () => {
    const { config } = validateEnv({ MONGODB_URI: URI });
    expect(config.payment).toMatchObject({
      merchantId: 'CHOWKSANDBOX',
      baseUrl: null,
      callbackUrl: null,
      reconcileEveryMs: 5_000,
    });
    expect(config.whatsapp).toEqual({ provider: 'outbox' });
  });

  it('Web Push: production signs with its own VAPID pair; elsewhere the database keeps one unless given', () => {
    expect(validateEnv(production).config.push).toEqual({
      vapid: { publicKey: production.VAPID_PUBLIC_KEY, privateKey: production.VAPID_PRIVATE_KEY },
      subject: 'mailto:ops@chowk.example',
    });
    expect(validateEnv({ MONGODB_URI: URI }).config.push).toEqual({ vapid: null, subject: 'mailto:order-alerts@chowk.example' });
    const given = {
      MONGODB_URI: URI,
      VAPID_PUBLIC_KEY: production.VAPID_PUBLIC_KEY,
      VAPID_PRIVATE_KEY: production.VAPID_PRIVATE_KEY,
    };
    expect(validateEnv(given).config.push.vapid).toEqual({
      publicKey: production.VAPID_PUBLIC_KEY,
      privateKey: production.VAPID_PRIVATE_KEY,
    });
    expect(problems({ MONGODB_URI: URI, VAPID_PUBLIC_KEY: production.VAPID_PUBLIC_KEY })).toEqual([
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
    ]);
    expect(problems({ ...given, VAPID_PUBLIC_KEY: `B${'A'.repeat(86)}` })).toEqual([
      'VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY',
    ]);
    expect(problems({ ...production, VAPID_SUBJECT: 'mailto:' })).toEqual([
      'VAPID_SUBJECT must be a mailto: address or an https: URL',
    ]);
    expect(problems({ ...production, VAPID_PRIVATE_KEY: 'short' })).toEqual([
      'VAPID_PRIVATE_KEY must be a P-256 private key, base64url (43 characters: npx web-push generate-vapid-keys)',
    ]);
  });

  it('production: refuses the development admin defaults', () => {
    expect(problems({ ...production, ...DEV_ADMIN_DEFAULTS })).toEqual([
      'ADMIN_EMAIL must not be the development default in production',
      'ADMIN_PASSWORD must not be the development default in production',
      'ADMIN_SECRET must not be the development default in production',
    ]);
    expect(problems({ ...production, ADMIN_PASSWORD: DEV_ADMIN_DEFAULTS.ADMIN_PASSWORD })).toHaveLength(1);
  });

  it('SMS: the outbox outside production; production needs a real provider with its credentials', () => {
    expect(validateEnv({ MONGODB_URI: URI }).config.sms).toEqual({ provider: 'outbox' });
    expect(validateEnv(production).config.sms).toEqual({
      provider: 'msg91',
      msg91: { authKey: 'msg91-auth-key', templateId: 'otp-template-id', baseUrl: 'https://control.msg91.com' },
    });
    expect(problems({ ...production, SMS_PROVIDER: 'outbox' })).toEqual([
      'SMS_PROVIDER must name a real SMS provider in production (msg91): the outbox sends nothing',
    ]);
    expect(problems({ ...production, MSG91_AUTH_KEY: '', MSG91_TEMPLATE_ID: ' ' })).toEqual([
      'MSG91_AUTH_KEY is required when SMS_PROVIDER is msg91',
      'MSG91_TEMPLATE_ID is required when SMS_PROVIDER is msg91',
    ]);
    expect(problems({ MONGODB_URI: URI, SMS_PROVIDER: 'carrier-pigeon' })).toEqual(['SMS_PROVIDER must be one of outbox, msg91']);
    expect(problems({ MONGODB_URI: URI, MSG91_BASE_URL: 'ftp://x' })).toEqual(['MSG91_BASE_URL must be an http(s) URL']);
  });

  it('Email: the outbox outside production; production needs SMTP with its URL; MAIL_FROM has a default', () => {
    expect(validateEnv({ MONGODB_URI: URI }).config.email).toEqual({ provider: 'outbox' });
    expect(validateEnv(production).config.email).toEqual({
      provider: 'smtp',
      smtp: { url: 'smtps://mailer:smtp-password@smtp.example.net:465', from: 'Chowk <no-reply@chowk.in>' },
    });
    expect(validateEnv({ ...production, MAIL_FROM: ' Chowk Orders <orders@chowk.in> ' }).config.email.smtp?.from).toBe(
      'Chowk Orders <orders@chowk.in>',
    );
    expect(validateEnv({ ...production, MAIL_FROM: 'orders@chowk.in' }).config.email.smtp?.from).toBe('orders@chowk.in');
    expect(problems({ ...production, EMAIL_PROVIDER: 'outbox' })).toEqual([
      'EMAIL_PROVIDER must be smtp in production: the outbox sends nothing',
    ]);
    expect(problems({ ...production, SMTP_URL: ' ' })).toEqual(['SMTP_URL is required when EMAIL_PROVIDER is smtp']);
    expect(problems({ MONGODB_URI: URI, EMAIL_PROVIDER: 'smtp' })).toEqual(['SMTP_URL is required when EMAIL_PROVIDER is smtp']);
    expect(validateEnv({ MONGODB_URI: URI, EMAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://127.0.0.1:2525' }).config.email).toEqual({
      provider: 'smtp',
      smtp: { url: 'smtp://127.0.0.1:2525', from: 'Chowk <no-reply@chowk.in>' },
    });
    expect(problems({ MONGODB_URI: URI, EMAIL_PROVIDER: 'pigeon' })).toEqual(['EMAIL_PROVIDER must be one of outbox, smtp']);
    const badUrl = problems({ MONGODB_URI: URI, EMAIL_PROVIDER: 'smtp', SMTP_URL: 'https://user:hunter2@mail' });
    expect(badUrl).toEqual(['SMTP_URL must be an smtp:// or smtps:// URL']);
    expect(problems({ MONGODB_URI: URI, MAIL_FROM: 'Chowk' })).toEqual(['MAIL_FROM must be an email address, or Name <address>']);
  });

  it('USER_TOKEN_TTL: 7d by default, any duration', () => {
    expect(validateEnv({ MONGODB_URI: URI }).config.userTokenTtl).toBe('7d');
    expect(validateEnv({ MONGODB_URI: URI, USER_TOKEN_TTL: '12h' }).config.userTokenTtl).toBe('12h');
    expect(problems({ MONGODB_URI: URI, USER_TOKEN_TTL: 'soon' })).toEqual([
      'USER_TOKEN_TTL must be a duration such as 7d, 12h or 3600',
    ]);
  });

  it('LOGIN_FAILURE_DELAY_MS: 250 ms by default, 1 ms in tests, 0 to 10000', () => {
    expect(validateEnv({ MONGODB_URI: URI }).config.loginFailureDelayMs).toBe(250);
    expect(validateEnv(production).config.loginFailureDelayMs).toBe(250);
    expect(validateEnv({ MONGODB_URI: URI, NODE_ENV: 'test' }).config.loginFailureDelayMs).toBe(1);
    expect(validateEnv({ MONGODB_URI: URI, LOGIN_FAILURE_DELAY_MS: '0' }).config.loginFailureDelayMs).toBe(0);
    for (const value of ['-1', '10001', 'soon', '2.5']) {
      expect(problems({ MONGODB_URI: URI, LOGIN_FAILURE_DELAY_MS: value })).toEqual([
        'LOGIN_FAILURE_DELAY_MS must be a number of milliseconds between 0 and 10000',
      ]);
    }
  });

  it('SHUTDOWN_DRAIN_MS: 2000 ms in production, 0 elsewhere, 0 to 60000; SHUTDOWN_TIMEOUT_MS: 10000 ms, 0 to 300000', () => {
    expect(validateEnv(production).config.shutdown).toEqual({ drainMs: 2_000, timeoutMs: 10_000 });
    expect(validateEnv({ MONGODB_URI: URI }).config.shutdown).toEqual({ drainMs: 0, timeoutMs: 10_000 });
    expect(validateEnv({ MONGODB_URI: URI, NODE_ENV: 'test' }).config.shutdown).toEqual({ drainMs: 0, timeoutMs: 10_000 });
    expect(validateEnv({ ...production, SHUTDOWN_DRAIN_MS: '0', SHUTDOWN_TIMEOUT_MS: ' 30000 ' }).config.shutdown).toEqual({
      drainMs: 0,
      timeoutMs: 30_000,
    });
    for (const value of ['-1', '60001', 'soon', '2.5']) {
      expect(problems({ MONGODB_URI: URI, SHUTDOWN_DRAIN_MS: value })).toEqual([
        'SHUTDOWN_DRAIN_MS must be a number of milliseconds between 0 and 60000',
      ]);
    }
    for (const value of ['-1', '300001', '10s']) {
      expect(problems({ MONGODB_URI: URI, SHUTDOWN_TIMEOUT_MS: value })).toEqual([
        'SHUTDOWN_TIMEOUT_MS must be a number of milliseconds between 0 and 300000',
      ]);
    }
  });

  it('never prints a secret value in its error', () => {
    const message = problems({ ...production, JWT_SECRET: 'tiny-secret-value' }).join('\n');
    expect(message).not.toContain('tiny-secret-value');
  });

  describe('TRUSTED_PROXIES and REDIS_URL', () => {
    it('default: loopback trusted (the shell server forwards /api from the same machine), no Redis', () => {
      const { config } = validateEnv({ MONGODB_URI: URI });
      expect(config.trustedProxies).toEqual(['loopback']);
      expect(config.redisUrl).toBeUndefined();
      expect(validateEnv(production).config.trustedProxies).toEqual(['loopback']);
    });

    it('reads a comma-separated list of IPs, CIDR ranges and proxy-addr names, and a redis:// or rediss:// URL', () => {
      const { config } = validateEnv({
        MONGODB_URI: URI,
        TRUSTED_PROXIES: ' 10.0.0.0/8, 192.168.1.7 ,2001:db8::/32, ::1, loopback,uniquelocal ',
        REDIS_URL: 'rediss://:pw@cache.example.net:6380/2',
      });
      expect(config.trustedProxies).toEqual(['10.0.0.0/8', '192.168.1.7', '2001:db8::/32', '::1', 'loopback', 'uniquelocal']);
      expect(config.redisUrl).toBe('rediss://:pw@cache.example.net:6380/2');
      expect(validateEnv({ MONGODB_URI: URI, REDIS_URL: 'redis://127.0.0.1:6379' }).config.redisUrl).toBe(
        'redis://127.0.0.1:6379',
      );
    });

    it.each(['10.0.0.0/33', '10.0.0', 'proxy.example.com', '10.0.0.1,,10.0.0.2', '2001:db8::/129', '10.0.0.0/8/1', 'everything'])(
      'refuses TRUSTED_PROXIES=%s',
      (value) => {
        expect(problems({ MONGODB_URI: URI, TRUSTED_PROXIES: value })).toEqual([
          'TRUSTED_PROXIES must be a comma-separated list of IP addresses, CIDR ranges (10.0.0.0/8) or loopback, linklocal, uniquelocal',
        ]);
      },
    );

    it.each(['localhost:6379', 'http://cache:6379', 'redis://'])('refuses REDIS_URL=%s', (value) => {
      expect(problems({ MONGODB_URI: URI, REDIS_URL: value })).toEqual(['REDIS_URL must be a redis:// or rediss:// URL']);
    });
  });
});
