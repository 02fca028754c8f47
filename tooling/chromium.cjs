// Debian's Chromium, as the e2e suites and the bench launch it (scripts/ensure-chromium.sh installs it;
// Playwright never downloads a browser here). The flags: no sandbox in containers, and none of Chromium's own
// background traffic (updates, sync, QUIC probes), which would fail offline and be counted by the bench.
const CHROMIUM_PATH = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

module.exports = { CHROMIUM_PATH, CHROMIUM_ARGS };
