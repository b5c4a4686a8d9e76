/**
 * The payment gateway's and WhatsApp's settings that production refuses to start without, made
 * up for specs that start (or validate) the API with NODE_ENV=production. Nothing is called.
 */
export const PRODUCTION_GATEWAYS_ENV: Readonly<Record<string, string>> = Object.freeze({
  PHONEPE_MERCHANT_ID: 'CHOWKLIVE',
  PHONEPE_SALT_KEY: 'a-real-salt-key',
  PHONEPE_BASE_URL: 'https://api.phonepe.com/apis/hermes',
  PHONEPE_CHECKOUT_SCRIPT_URL: 'https://mercury.phonepe.com/web/bundle/checkout.js',
  PAYMENT_CALLBACK_URL: 'https://chowk.example/api/payment/callback',
  APP_ORIGINS: 'https://chowk.example',
  WHATSAPP_PROVIDER: 'cloud',
  WHATSAPP_TOKEN: 'whatsapp-token',
  WHATSAPP_PHONE_NUMBER_ID: '1234567890',
});
