// Every test of this package runs west of UTC, where a `YYYY-MM-DD` read as midnight UTC is still the day
// before: a date helper that forgets the time zone fails here, not in a customer's browser.
process.env.TZ = 'America/Los_Angeles';
module.exports = require('../tooling/jest.preset.cjs')(__dirname);
