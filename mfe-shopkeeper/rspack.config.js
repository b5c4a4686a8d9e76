const { federatedApp } = require('../tools/rspack/federation');

module.exports = federatedApp({
  name: 'mfe_shopkeeper',
  dir: 'mfe-shopkeeper',
  title: 'Chowk: shopkeeper',
  exposes: {
    './LoginRoutes': './src/exposes/login-routes.tsx',
    './PaymentRoutes': './src/exposes/payment-routes.tsx',
    './ShopRoutes': './src/exposes/shop-routes.tsx',
  },
});
