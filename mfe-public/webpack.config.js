const createAppConfig = require('../tooling/webpack.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe_public',
  port: 3002,
  title: 'mfe-public (standalone)',
  exposes: { './PublicPage': './src/exposes/PublicPage.tsx' },
});
