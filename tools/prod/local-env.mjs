// What the API refuses to start without in production, made up for a machine that only tries
// production out (`npm run serve:prod`, the benchmarks, the topology's test): secrets, and an
// SMS, email, WhatsApp and payment provider's settings as placeholders that send nothing. A real
// deploy sets every one of them itself (docs/operations.md; deploy/systemd/chowk-api.env.example).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import webpush from 'web-push';
import { PORTS } from '../apps.mjs';

/** A Web Push VAPID key pair (P-256, base64url), as `npx web-push generate-vapid-keys` makes one. */
function vapidKeys() {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey };
}

/**
 * Fresh stand-ins for every variable production requires, for a site at `origin`.
 * @param {string} [origin] where the pages are served (APP_ORIGINS, the payment callback)
 * @returns {Record<string, string>}
 */
export const productionSecrets = (origin = `http://localhost:${PORTS.shell}`) => ({
  JWT_SECRET: randomBytes(32).toString('hex'),
  ADMIN_EMAIL: `admin-${randomBytes(4).toString('hex')}@example.com`,
  ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
  ADMIN_SECRET: randomBytes(18).toString('base64url'),
  SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: 'local-placeholder',
  MSG91_TEMPLATE_ID: 'local-placeholder',
  EMAIL_PROVIDER: 'smtp',
  SMTP_URL: 'smtp://127.0.0.1:9',
  PHONEPE_MERCHANT_ID: 'LOCALPLACEHOLDER',
  PHONEPE_SALT_KEY: randomBytes(18).toString('base64url'),
  PHONEPE_BASE_URL: 'http://127.0.0.1:9',
  PHONEPE_CHECKOUT_SCRIPT_URL: 'http://127.0.0.1:9/checkout.js',
  PAYMENT_CALLBACK_URL: `${origin}/api/payment/callback`,
  APP_ORIGINS: origin,
  WHATSAPP_PROVIDER: 'cloud',
  WHATSAPP_TOKEN: 'local-placeholder',
  WHATSAPP_PHONE_NUMBER_ID: 'local-placeholder',
  ...vapidKeys(),
  VAPID_SUBJECT: 'mailto:ops@chowk.example',
});

/** Variables a stand-in file may never set: where things run is the topology's business. */
const PLACEMENT = new Set(['NODE_ENV', 'PORT', 'MONGODB_URI', 'REDIS_URL']);

/**
 * The API's production environment on this machine: each required variable from `env` when it
 * is set there, else from the stand-ins kept in `file` (made on first use, mode 0600, so the
 * secrets, the admin's password among them, stay the same across restarts). Returns the
 * variables and the names that came from stand-ins.
 * @param {{ file: string, origin: string, env?: NodeJS.ProcessEnv }} o
 * @returns {{ vars: Record<string, string>, standIns: string[] }}
 */
export function localProductionEnv({ file, origin, env = process.env }) {
  /** @type {Record<string, string>} */
  let kept = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  if (kept.APP_ORIGINS !== origin) {
    kept = { ...productionSecrets(origin), ...kept, APP_ORIGINS: origin, PAYMENT_CALLBACK_URL: `${origin}/api/payment/callback` };
    writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`, { mode: 0o600 });
  }
  /** @type {Record<string, string>} */
  const vars = {};
  /** @type {string[]} */
  const standIns = [];
  for (const [name, value] of Object.entries(kept)) {
    if (PLACEMENT.has(name)) continue;
    const own = env[name];
    if (own) vars[name] = own;
    else {
      vars[name] = value;
      standIns.push(name);
    }
  }
  return { vars, standIns };
}
