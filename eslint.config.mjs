import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const APPS = ['shell', 'mfe-public', 'mfe-auth', 'mfe-account'];
/** Every package with TypeScript of its own: the import-cycle rule runs in each. */
const PACKAGES = [...APPS, 'shared-contracts', 'shared-ui', 'server', 'e2e'];
/** Absolute paths: the rules below resolve files, and `npx eslint .` may run from a package's folder. */
const ROOT = path.dirname(fileURLToPath(import.meta.url));

// `shared-contracts/testing` holds sample contract values (docs/decisions/066): for tests, never a bundle.
const CONTRACTS_ENTRY_POINTS_ONLY = {
  group: ['shared-contracts/*', '!shared-contracts/core', '!shared-contracts/atoms', '!shared-contracts/api-client', '!shared-contracts/testing', '**/shared-contracts/src/**', '**/shared-contracts/dist/**'],
  message: 'Import shared-contracts by its package entry points only.',
};

/**
 * Import boundaries (docs/decisions, bulletproof-react): an app reaches another only at runtime, never by import,
 * so each remote can be built and deployed alone.
 */
function boundaries(self) {
  const others = [...APPS.filter((app) => app !== self), 'server'];
  return {
    files: [`${self}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // The server's patterns are anchored: `react-dom/server` is not our server.
              group: others.flatMap((other) => (other === 'server' ? ['/server', '/server/*', '**/server/src/**'] : [other, `${other}/*`, `**/${other}/**`])),
              message: 'A remote never imports another remote or the server: go through shared-contracts, window events or the shell.',
            },
            CONTRACTS_ENTRY_POINTS_ONLY,
            {
              // `shared-ui/testing` holds test doubles (the captcha's): for the apps' tests, never a bundle.
              group: ['shared-ui/*', '!shared-ui/forms', '!shared-ui/chakra-free', '!shared-ui/messages', '!shared-ui/testing', '!shared-ui/theme-tokens', '**/shared-ui/src/**'],
              message: 'Import shared-ui by its package entry points only: the components are one federation singleton.',
            },
            {
              group: ['../../*'],
              message: 'Use the @/ absolute import for code outside this feature folder.',
            },
          ],
        },
      ],
    },
  };
}

/**
 * No import cycles, in any package. A cycle makes the order modules run in depend on which one is imported
 * first (a `const` read before it is set, a component undefined in one app's bundle only), and it is the
 * first sign of two modules that should be one, or of shared code that belongs a level down. Type-only
 * imports are left out: they vanish at build. The TypeScript resolver follows each package's own tsconfig
 * (its `@/` alias, the `.js` endings of shared-contracts' sources).
 */
function importCycles() {
  return {
    files: ['**/*.{ts,tsx,mts,cts}'],
    plugins: { 'import-x': importX },
    settings: {
      // The rule reads the modules an import leads to: TypeScript ones too, parsed as the linted files are.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/external-module-folders': importX.flatConfigs.typescript.settings['import-x/external-module-folders'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: PACKAGES.map((name) => path.join(ROOT, name, 'tsconfig.json')),
          alwaysTryTypes: true,
          // One tsconfig per package, each the nearest to its files: that is the point here.
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  };
}

/*
 * Feature folders (`src/features/<name>/`, bulletproof-react): a feature does not import another. What two
 * features share moves down to `src/components`, `src/hooks` or `src/lib`; what joins them is composed one
 * level up, in `src/app` (the shell's app shell hands the session's state to the header as props) or a
 * remote's `src/exposes`. The imports that must cross are listed here, each with its reason.
 *
 * Tests may compose features (the header showing the session's pending logout, the page view behind the
 * session restore): they check how the pieces work together, as the app shell puts them.
 */
const FEATURE_BOUNDARY_APPS = APPS;

/** [app, importing feature ('*' for all), imported file relative to `src/features/`, why]. */
const ALLOWED_FEATURE_IMPORTS = [
  ['shell', '*', 'analytics/analytics.ts', 'The one door for analytics events (spec 7): every feature reports through it.'],
  ['shell', 'header', 'i18n/LocaleSwitcher.tsx', 'The header holds the language switcher (spec 2.1, 2.8).'],
  ['shell', 'footer', 'chat/ChatButton.tsx', 'The footer holds the chat button; the chat feature owns the messenger it opens.'],
  ['shell', 'footer', 'leaving-site/ExternalLink.tsx', 'The social links pass through the leaving-site interstitial (spec 2.9, 4.6).'],
  ['shell', 'routing', 'remotes/RemotePage.tsx', 'A route renders the page of the remote that owns it.'],
  ['shell', 'routing', 'remotes/RemoteWidget.tsx', 'The style guide route composes the samples of every remote.'],
  ['shell', 'routing', 'remotes/UnavailablePanel.tsx', 'The style guide shows the unavailable panel for a remote that is down.'],
  ['shell', 'routing', 'error-page/ErrorPage.tsx', 'An unknown route or a page that fails shows the error page (spec 2.6, 2.14).'],
  ['shell', 'routing', 'session/session-atoms.ts', 'The route guards wait for the session restore after a reload (spec 2.6).'],
  ['shell', 'routing', 'loading-bar/PendingLoad.tsx', 'A page still loading shows the page loading bar (spec 2.15).'],
  ['shell', 'remotes', 'loading-bar/PendingLoad.tsx', "A remote's page still loading shows the page loading bar (spec 2.15)."],
  ['shell', 'remotes', 'release/chunk-reload.ts', "A remote's chunk that fails to load reloads the page once (spec 4.9)."],
  [
    'mfe-auth',
    '*',
    'dialogs/auth-dialog-state.ts',
    'Which auth dialog is open, one at a time (spec 2.10-2.12): each dialog feature reads and sets it. Shared state, so src/lib would suit it better.',
  ],
];

function featureBoundaries(app) {
  const featuresDir = path.join(ROOT, app, 'src', 'features');
  let features = [];
  try {
    features = readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    // An app without feature folders has nothing to check.
  }
  const allowed = (feature) =>
    ALLOWED_FEATURE_IMPORTS.filter(([owner, importer]) => owner === app && (importer === '*' || importer === feature)).map(
      ([, , file]) => `./${file}`,
    );
  return {
    files: [`${app}/src/features/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}', '**/*-test-utils.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: features.map((feature) => ({
            target: path.join(featuresDir, feature),
            from: featuresDir,
            except: [`./${feature}`, ...allowed(feature)],
            message: `A feature does not import another: move shared code to src/components, src/hooks or src/lib, compose in src/app, or list the import with its reason in ALLOWED_FEATURE_IMPORTS (eslint.config.mjs).`,
          })),
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // Panda CSS's generated functions (docs/decisions/060), written by `panda codegen`.
      '**/styled-system/**',
      '**/coverage/**',
      '**/locales/*/messages.ts',
      'test-results/**',
      'playwright-report/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.cjs', 'tooling/**/*.js', '**/webpack.config.js', 'lingui.config.js', 'jest.config.js'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...APPS.map(boundaries),
  {
    files: ['shared-contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: [...APPS, 'server', '@chakra-ui/*', 'react-dom'], message: 'shared-contracts holds no components and depends on no app.' }] },
      ],
    },
  },
  {
    // shared-ui is compiled inside each app: the `@/` and `@tooling/` aliases there would be the app's, not its own.
    files: ['shared-ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...APPS, 'server'].flatMap((other) => [other, `${other}/*`, `**/${other}/**`]),
              message: 'shared-ui serves every app and depends on none (nor on the server): move what it needs here or to shared-contracts.',
            },
            CONTRACTS_ENTRY_POINTS_ONLY,
            { group: ['@/*', '@tooling/*'], message: 'Import within shared-ui by relative paths: each app maps these aliases to its own folders.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: APPS, message: 'The server shares code with the clients only through shared-contracts.' }] }],
    },
  },
  // One server layering rule (docs/decisions/064). Routes are HTTP only: schema, session level, a call to a
  // service; never a repository, the database or Kysely. SQL is written only in server/src/db/, and a transaction
  // is opened only by db/in-transaction.ts (`inTransaction`, and `transact` made from it in db/unit-of-work.ts).
  {
    files: ['server/src/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: APPS, message: 'The server shares code with the clients only through shared-contracts.' },
            { group: ['**/db/*', '**/db/**', 'kysely'], message: 'A route calls a service, never a repository or the database (docs/decisions/064).' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/db/**', 'server/src/test-support/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|executeQuery)$/]",
          message: 'SQL is written only in a repository of server/src/db/ (docs/decisions/064).',
        },
        { selector: "CallExpression[callee.property.name='transaction']", message: 'Open a transaction with `transact` (db/unit-of-work.ts) or `inTransaction` (docs/decisions/064).' },
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: 'SQL is written only in a repository of server/src/db/ (docs/decisions/064).' },
      ],
    },
  },
  {
    files: ['server/src/db/**/*.ts'],
    // The migrations stay as they ran; in-transaction.ts is the one place a transaction opens.
    ignores: ['server/src/db/in-transaction.ts', 'server/src/db/migrations/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='transaction']", message: 'Open a transaction with `inTransaction` (db/in-transaction.ts), the one helper (docs/decisions/064).' },
      ],
    },
  },
  {
    // The footer PDFs are drawn at build time by the server's PDF layout (docs/decisions/065); nothing else of the
    // server reaches a remote's tooling (its test compares them with a server PDF).
    files: ['mfe-public/scripts/**/*.ts'],
    ignores: ['mfe-public/scripts/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)server/src/(?!documents/(pdf-layout|pdf-table|document-format|fill)(\\.js)?$)',
              message: 'mfe-public\'s build imports only the PDF layout of the server (pdf-layout, pdf-table, document-format, fill).',
            },
          ],
        },
      ],
    },
  },
  importCycles(),
  ...FEATURE_BOUNDARY_APPS.map(featureBoundaries),
);
