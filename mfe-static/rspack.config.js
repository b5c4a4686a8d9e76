const { federatedApp } = require('../tools/rspack/federation');

module.exports = federatedApp({
  name: 'mfe_static',
  dir: 'mfe-static',
  title: 'Chowk',
  exposes: {
    './Landing': './src/exposes/landing.tsx',
    './About': './src/exposes/about.tsx',
    './Contact': './src/exposes/contact.tsx',
    './Privacy': './src/exposes/privacy.tsx',
    './Refund': './src/exposes/refund.tsx',
    './Terms': './src/exposes/terms.tsx',
    './Footer': './src/exposes/footer.tsx',
  },
});
