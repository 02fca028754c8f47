// The repository's jest preset (@swc/jest with the shared swc options, the Lingui macro plugin, `.js`
// import suffixes and shared-contracts mapped to its sources), run in Node.
const preset = require('../tooling/jest.preset.cjs')(__dirname, { environment: 'node' });

module.exports = {
  ...preset,
  // Finds out once per run whether PostgreSQL answers; the database tests then run on it as well.
  globalSetup: '<rootDir>/src/test-support/postgres-probe.ts',
  testTimeout: 20_000,
  // file-type (attachment sniffing) and the packages it reads with are ESM only: swc compiles them for jest's
  // CommonJS runtime like our own sources.
  transformIgnorePatterns: ['/node_modules/(?!(file-type|strtok3|token-types|uint8array-extras|@tokenizer|@borewit|achkit)/)'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // Two dependencies `require` ESM-only packages, which Node 20.19+ allows and jest's CommonJS runtime
    // does not (jest needs Node 24.9 for that). fastify.inject gets light-my-request 6.6, the last one
    // on the CommonJS cookie@1 (pinned in devDependencies); content-disposition gets a stand-in.
    '^light-my-request$': '<rootDir>/node_modules/light-my-request',
    '^content-disposition$': '<rootDir>/src/test-support/content-disposition.cjs',
    // achkit (NACHA files) is ESM only and exports only an `import` condition: jest is given its entry file.
    '^achkit$': '<rootDir>/../node_modules/achkit/dist/index.js',
  },
};
