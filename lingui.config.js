// Lingui catalogs: one per package, so each remote ships only its own messages (spec 2.1: en-US, es-US, pt-BR).
// `npm test` runs `lingui extract` then `lingui compile --strict`, which fails on any missing translation.
const packages = ['shared-contracts', 'shell', 'mfe-public', 'mfe-auth', 'mfe-account'];

/** @type {import('@lingui/conf').LinguiConfig} */
module.exports = {
  locales: ['en-US', 'es-US', 'pt-BR'],
  sourceLocale: 'en-US',
  fallbackLocales: { default: 'en-US' },
  format: 'po',
  catalogs: packages.map((name) => ({
    path: `<rootDir>/${name}/src/locales/{locale}/messages`,
    include: [`<rootDir>/${name}/src`],
    exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', '**/locales/**'],
  })),
  orderBy: 'messageId',
};
