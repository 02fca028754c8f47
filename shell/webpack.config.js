const createAppConfig = require('../tooling/webpack.cjs');

// The host: no remote is named here; their manifest URLs come from /env.json at runtime.
module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  port: 3001,
  host: true,
  favicon: 'public/favicon.svg',
  title: 'Roadbridge Auto Finance',
  runtimePlugins: [require.resolve('./src/features/remotes/federation-runtime-plugin.ts'), require.resolve('./src/features/remotes/yield-runtime-plugin.ts')],
  devProxy: [
    {
      context: ['/api', '/env.json', '/login', '/remotes', '/sitemap.xml', '/documents', '/mp', '/dev'],
      target: 'http://127.0.0.1:3000',
    },
  ],
});
