import { ACCOUNT_MONEY_PATHS, statementPdfPath, statementsResponseSchema } from 'shared-contracts';
import { observatoryGrade } from '../test-support/observatory.js';
import { postLogin, signedInHeaders, type SignedIn } from '../test-support/portal-client.js';
import { signInWithCode } from '../test-support/second-factor-client.js';
import { DEMO_PASSWORD } from '../db/demo-data.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// The headers of a page, an API answer and a PDF, graded the MDN HTTP Observatory's way
// (test-support/observatory.ts), reach its highest grade. Production behind a TLS-terminating proxy
// (127.0.0.1, the test's address, is TRUST_PROXY and says https), as deployed.
describe('HTTP Observatory grade of the headers (production, over TLS)', () => {
  let testApp: TestApp;
  let session: SignedIn;
  let deviceCookie = '';
  const tls = { 'x-forwarded-proto': 'https' };
  beforeAll(async () => {
    testApp = await createTestApp({ env: { NODE_ENV: 'production', TRUST_PROXY: '127.0.0.1' } });
    // In production every user, demo ones too, confirms a new browser with a code (docs/decisions/033).
    const signedIn = await signInWithCode(
      testApp.app,
      testApp.testDatabase.database.db,
      { username: 'demo', password: DEMO_PASSWORD, destination: 'maria.garcia@example.com' },
      { rememberDevice: true, headers: tls },
    );
    session = signedIn;
    deviceCookie = signedIn.deviceCookie;
  });
  afterAll(() => testApp.close());

  const expectTopGrade = (headers: Record<string, string | string[] | number | undefined>) => {
    const result = observatoryGrade({ headers });
    // The tests' outcomes are in the message when the grade falls short.
    expect({ grade: result.grade, tests: result.tests }).toMatchObject({ grade: 'A+' });
    expect(result.score).toBeGreaterThanOrEqual(100);
  };

  it('grades the home page A+', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/', headers: { ...tls, accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expectTopGrade(response.headers);
  });

  it('grades the sign-in answer, with its session cookie, A+ (and the cookie earns its bonus)', async () => {
    // A remembered browser: the password alone answers OK with the session cookie.
    const response = await postLogin(testApp.app, 'demo', undefined, { ...tls, cookie: deviceCookie });
    expect(response.json()).toMatchObject({ status: 'OK' });
    const result = observatoryGrade({ headers: response.headers });
    expect(result.tests.cookies?.result).toBe('cookies-secure-with-httponly-sessions-and-samesite');
    expectTopGrade(response.headers);
  });

  it('grades a signed-in API answer A+', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: ACCOUNT_MONEY_PATHS.statements, headers: { ...tls, ...signedInHeaders(session) } });
    expect(response.statusCode).toBe(200);
    expectTopGrade(response.headers);
  });

  it('grades a statement PDF A+', async () => {
    const list = await testApp.app.inject({ method: 'GET', url: ACCOUNT_MONEY_PATHS.statements, headers: { ...tls, ...signedInHeaders(session) } });
    const [first] = statementsResponseSchema.parse(list.json());
    if (!first) throw new Error('the demo loan has no statement');
    const response = await testApp.app.inject({ method: 'GET', url: statementPdfPath(first.id, 'en-US'), headers: { ...tls, ...signedInHeaders(session) } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expectTopGrade(response.headers);
  });

  it('would not grade a page without the policy A+ (the check has teeth)', () => {
    expect(observatoryGrade({ headers: { 'x-content-type-options': 'nosniff' } }).grade).not.toBe('A+');
    expect(observatoryGrade({ headers: { 'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'", 'strict-transport-security': 'max-age=63072000' } }).grade).not.toMatch(/^A/);
  });
});
