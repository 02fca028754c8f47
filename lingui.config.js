// Lingui catalogs: one per package, so each remote ships only its own messages (spec 2.1: en-US, es-US, pt-BR).
// `npm test` runs `lingui extract` then `lingui compile --strict`, which fails on any missing translation.
const packages = ['shared-contracts', 'shared-ui', 'shell', 'mfe-public', 'mfe-auth', 'mfe-account'];
// The remotes' pages are many and long: each feature folder has its own catalog, loaded with the feature's
// chunk, so a visitor of /faq does not download the legal pages' or the style guide's messages.
const featureCatalogPackages = ['mfe-public', 'mfe-account'];
const excluded = ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', '**/locales/**'];

/** @type {import('@lingui/conf').LinguiConfig} */
module.exports = {
  locales: ['en-US', 'es-US', 'pt-BR'],
  sourceLocale: 'en-US',
  fallbackLocales: { default: 'en-US' },
  format: 'po',
  catalogs: [
    ...packages.map((name) => ({
      path: `<rootDir>/${name}/src/locales/{locale}/messages`,
      include: [`<rootDir>/${name}/src`],
      exclude: featureCatalogPackages.includes(name) ? [...excluded, `<rootDir>/${name}/src/features/**`] : excluded,
    })),
    ...featureCatalogPackages.map((name) => ({
      path: `<rootDir>/${name}/src/features/{name}/locales/{locale}/messages`,
      include: [`<rootDir>/${name}/src/features/{name}/`],
      exclude: excluded,
    })),
  ],
  orderBy: 'messageId',
};
