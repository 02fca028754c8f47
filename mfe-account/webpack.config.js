const createAppConfig = require('../tooling/webpack.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe_account',
  port: 3004,
  title: 'mfe-account (standalone)',
  exposes: {
    './AccountPage': './src/exposes/AccountPage.tsx',
    './DesignSamples': './src/exposes/DesignSamples.tsx',
  },
});
