const { federatedApp } = require('../tools/rspack/federation');

module.exports = federatedApp({
  name: 'mfe_customer',
  dir: 'mfe-customer',
  title: 'Chowk: customer',
  exposes: {
    './ShopsRoutes': './src/exposes/shops-routes.tsx',
    './CustomerRoutes': './src/exposes/customer-routes.tsx',
    './BillRoutes': './src/exposes/bill-routes.tsx',
  },
});
