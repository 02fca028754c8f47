const createAppConfig = require('../tooling/webpack.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe_auth',
  port: 3003,
  title: 'mfe-auth (standalone)',
  exposes: {
    './AuthDialogs': './src/exposes/AuthDialogs.tsx',
    './DesignSamples': './src/exposes/DesignSamples.tsx',
  },
});
