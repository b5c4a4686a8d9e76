const { federatedApp } = require('../tools/rspack/federation');

module.exports = federatedApp({ name: 'shell', dir: 'shell', title: 'Chowk' });
