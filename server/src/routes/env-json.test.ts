import { envConfigSchema } from 'shared-contracts';
import { SAMPLE_ENV } from 'shared-contracts/testing';
import { FIXTURE_SHELL_BUILD } from '../test-support/web-root-fixture.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('GET /env.json with the defaults', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('answers exactly the env config contract, uncached', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/env.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body: unknown = response.json();
    expect(envConfigSchema.strict().parse(body)).toEqual({ ...SAMPLE_ENV, shellBuildId: FIXTURE_SHELL_BUILD });
  });

  it('follows a new shell build without a restart', async () => {
    await testApp.fixture.write(
      'shell/dist/mf-manifest.json',
      JSON.stringify({ metaData: { buildInfo: { buildVersion: 'shell-build-0002-longer' } } }),
    );
    const response = await testApp.app.inject({ method: 'GET', url: '/env.json' });
    expect(response.json().shellBuildId).toBe('shell-build-0002-longer');
  });

  it.each([
    ['no manifest', null],
    ['a manifest without build info', '{"id":"shell"}'],
    ['a half-written manifest', '{"metaData":{"buil'],
  ])('answers an empty shellBuildId with %s', async (_case, content) => {
    if (content === null) await testApp.fixture.remove('shell/dist/mf-manifest.json');
    else await testApp.fixture.write('shell/dist/mf-manifest.json', content);
    const response = await testApp.app.inject({ method: 'GET', url: '/env.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().shellBuildId).toBe('');
  });
});

describe('GET /env.json with environment variables set', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      env: {
        GENESYS_DEPLOYMENT_ID: '0b6a3c1e-7f1d-4a51-9d7e-2f0e5c9a1b2c',
        GTM_MEASUREMENT_ID: 'G-ABC123',
        GTM_LEGACY_MESSAGING_ID: 'GTM-XYZ9',
        CAPTCHA_SITE_KEY: '6LcExampleKey_-',
        ANALYTICS_TOKEN: 'f00dbabe',
        ANALYTICS_MEASUREMENT_ID: 'M-42',
        SESSION_TIMEOUT_SECONDS: '900',
        SESSION_ALERT_SECONDS: '60',
        SUMMARIES_REFETCH_INTERVAL: '30',
        RELEASE_POLL_SECONDS: '120',
        MFE_PUBLIC_MANIFEST: 'https://cdn.example.com/public/mf-manifest.json',
        MFE_ACCOUNT_MANIFEST: '/custom/account/mf-manifest.json',
        CHAT_SCRIPT_URL: 'http://127.0.0.1:4599/genesys-bootstrap/genesys.min.js',
        TAG_MANAGER_ORIGIN: 'http://127.0.0.1:4598',
      },
    });
  });
  afterAll(() => testApp.close());

  it('answers the configured values', async () => {
    const body = (await testApp.app.inject({ method: 'GET', url: '/env.json' })).json();
    expect(body).toMatchObject({
      genesysDeploymentId: '0b6a3c1e-7f1d-4a51-9d7e-2f0e5c9a1b2c',
      gtmMeasurmentId: 'G-ABC123',
      gtmLegacyMessagingId: 'GTM-XYZ9',
      captchaSiteKey: '6LcExampleKey_-',
      analyticsToken: 'f00dbabe',
      analyticsMeasurementId: 'M-42',
      // Where the shell loads the chat and tag-manager scripts from (a test server here).
      chatScriptUrl: 'http://127.0.0.1:4599/genesys-bootstrap/genesys.min.js',
      tagManagerOrigin: 'http://127.0.0.1:4598',
      sessionTimeoutSeconds: 900,
      sessionAlertSeconds: 60,
      summariesRefetchInterval: 30,
      releasePollSeconds: 120,
      remotes: {
        public: 'https://cdn.example.com/public/mf-manifest.json',
        auth: '/remotes/mfe-auth/mf-manifest.json',
        account: '/custom/account/mf-manifest.json',
      },
    });
  });
});
