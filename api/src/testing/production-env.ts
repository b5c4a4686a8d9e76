import { generateVAPIDKeys } from 'web-push';

/** A VAPID key pair made for this test run (P-256, base64url): no key is kept in the repository. */
function vapidPair(): { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string } {
  const { publicKey, privateKey } = generateVAPIDKeys();
  return { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey };
}

/**
 * The payment gateway's, WhatsApp's and Web Push's settings that production refuses to start
 * without, made up for specs that start (or validate) the API with NODE_ENV=production. Nothing
 * is called.
 */
export const PRODUCTION_GATEWAYS_ENV = Object.freeze({
  PHONEPE_MERCHANT_ID: 'CHOWKLIVE',
  PHONEPE_SALT_KEY: 'a-real-salt-key',
  PHONEPE_BASE_URL: 'https://api.phonepe.com/apis/hermes',
  PHONEPE_CHECKOUT_SCRIPT_URL: 'https://mercury.phonepe.com/web/bundle/checkout.js',
  PAYMENT_CALLBACK_URL: 'https://chowk.example/api/payment/callback',
  APP_ORIGINS: 'https://chowk.example',
  WHATSAPP_PROVIDER: 'cloud',
  WHATSAPP_TOKEN: 'whatsapp-token',
  WHATSAPP_PHONE_NUMBER_ID: '1234567890',
  ...vapidPair(),
  VAPID_SUBJECT: 'mailto:ops@chowk.example',
});
