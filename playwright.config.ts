import { defineConfig } from '@playwright/test';
import { productionChromiumArgs } from './e2e/support/production-site';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_PORT, e2eServerEnv } from './e2e/support/server-env';

/**
 * End-to-end suites against the real built site and server on a fresh database, in Debian's Chromium
 * (installed by scripts/ensure-chromium.sh; Playwright never downloads a browser here).
 */
export default defineConfig({
  testDir: './e2e',
  // The site's suites, and the integration testers' project: every remote at named versions together
  // (docs/decisions/036; e2e/integration/remotes-together.spec.ts reads INTEGRATION_REMOTES and
  // INTEGRATION_RELEASES_DIR).
  projects: [
    { name: 'site', testDir: './e2e/tests' },
    // After the site's suites: its smoke runs start servers and browsers of their own, load that would slow the
    // site's timing tests (the session timeout's) if they ran side by side.
    { name: 'integration', testDir: './e2e/integration', dependencies: ['site'] },
    // The site as a lender deploys it (docs/decisions/046): NODE_ENV=production, two instances on PostgreSQL behind
    // nginx with TLS, a public host name Chromium maps to this machine and a certificate it trusts by its key.
    // After the site's suites, beside the integration project: it starts a cluster of its own.
    {
      name: 'production',
      testDir: './e2e/production',
      dependencies: ['site'],
      use: { launchOptions: { executablePath: CHROMIUM_PATH, args: productionChromiumArgs() } },
    },
  ],
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // The same suite took 13 min on an idle 2-core machine and 45 min on CI's (decision 027): one test of three
  // page loads passed in 4 s here and ran out of 45 s there. A timeout only bounds a failure, so it allows CI's
  // slowest machine; nothing waits on it when the page is right.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  globalTeardown: './e2e/support/global-teardown.ts',
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // The release command's smoke run (E2E_MAIN_SERVER=off) runs only the integration project, which starts its own.
  webServer: process.env.E2E_MAIN_SERVER === 'off' ? undefined : {
    command: 'node server/dist/main.js',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    env: e2eServerEnv({ port: E2E_PORT, database: 'e2e-main' }),
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
