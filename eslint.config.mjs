import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const APPS = ['shell', 'mfe-public', 'mfe-auth', 'mfe-account'];

/** Import boundaries (DESIGN, bulletproof-react): an app reaches another only at runtime, never by import. */
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
              group: others.flatMap((other) => [other, `${other}/*`, `**/${other}/**`]),
              message: 'A remote never imports another remote or the server: go through shared-contracts, window events or the shell.',
            },
            {
              group: ['shared-contracts/*', '!shared-contracts/atoms', '!shared-contracts/api-client', '**/shared-contracts/src/**', '**/shared-contracts/dist/**'],
              message: 'Import shared-contracts by its package entry points only.',
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

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
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
    files: ['server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: APPS, message: 'The server shares code with the clients only through shared-contracts.' }] }],
    },
  },
);
