// Jest for every package: @swc/jest with the same swc options as webpack (ts-jest cannot run the Lingui macro).
const path = require('node:path');
const swcOptions = require('./swc.cjs');

const contracts = path.resolve(__dirname, '../shared-contracts/src');

module.exports = function jestPreset(rootDir, { environment = 'jsdom' } = {}) {
  return {
    rootDir,
    testEnvironment: environment,
    // Functional tests, not timing tests: a loaded machine must not fail them (performance lives in the bench).
    testTimeout: 20_000,
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': ['@swc/jest', swcOptions({ mode: 'development', module: 'commonjs' })],
    },
    moduleNameMapper: {
      '^@/(.*)$': '<rootDir>/src/$1',
      '^@tooling/(.*)$': '<rootDir>/../tooling/$1',
      // A build-time stylesheet (docs/decisions/060) is webpack's to extract; a test renders without it.
      '\\.css$': path.join(__dirname, 'jest.css-stub.cjs'),
      // The app's generated Panda CSS functions (docs/decisions/060).
      '^styled-system/(.*)$': '<rootDir>/styled-system/$1',
      '^shared-contracts$': `${contracts}/index.ts`,
      '^shared-contracts/core$': `${contracts}/core.ts`,
      '^shared-contracts/atoms$': `${contracts}/atoms.ts`,
      '^shared-contracts/api-client$': `${contracts}/api-client/index.ts`,
      '^shared-contracts/testing$': `${contracts}/testing.ts`,
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    setupFiles: [path.join(__dirname, 'jest.setup-globals.cjs')],
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest.setup-dom.cjs')] : [],
  };
};
