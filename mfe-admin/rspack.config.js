const { federatedApp } = require('../tools/rspack/federation');

module.exports = federatedApp({
  name: 'mfe_admin',
  dir: 'mfe-admin',
  title: 'Chowk: admin',
  exposes: {
    './AdminRoutes': './src/exposes/admin-routes.tsx',
  },
});
