const preset = require('../tooling/jest.preset.cjs')(__dirname);

module.exports = {
  ...preset,
  // The build scripts' tests too: the footer PDFs share the server's layout (docs/decisions/065).
  testMatch: [...preset.testMatch, '<rootDir>/scripts/**/*.test.ts'],
};
