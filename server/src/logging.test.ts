import { PassThrough } from 'node:stream';
import { createTestApp } from './test-support/test-app.js';
import { maskUrlTokens } from './logging.js';

describe('maskUrlTokens', () => {
  it.each([
    ['/reset-password-AbCdEf0123456789xyz', '/reset-password-[token]'],
    ['/es/verify-email-AbCdEf0123456789xyz?x=1', '/es/verify-email-[token]?x=1'],
    ['/api/redirects/lookup?path=/reset-password-AbCdEf0123456789xyz', '/api/redirects/lookup?path=/reset-password-[token]'],
    ['/faq', '/faq'],
    ['/mp/record/?distinct_id=maria.garcia%40example.com&seq=3', '/mp/record/'],
  ])('%s is logged as %s', (url, logged) => {
    expect(maskUrlTokens(url)).toBe(logged);
  });
});

describe('request logs', () => {
  it('never carry credentials, identity secrets or tokens', async () => {
    const stream = new PassThrough();
    const lines: string[] = [];
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    const testApp = await createTestApp({
      logStream: stream,
      extend: (app) => {
        // A later call that logs its body the way a careless handler would.
        app.post('/api/test/login', async (request) => {
          request.log.info({ body: request.body, headers: request.headers }, 'login attempt');
          return { status: 'OK' };
        });
      },
    });
    try {
      await testApp.app.inject({
        method: 'POST',
        url: '/api/test/login',
        headers: { authorization: 'Bearer sekret-bearer', cookie: 'sid=sekret-cookie', 'csrf-token': 'sekret-csrf' },
        payload: {
          username: 'ana',
          password: 'sekret-password',
          ssn: '123456789',
          dob: '1980-01-31',
          code: '654321',
          token: 'sekret-token',
          captchaToken: 'sekret-captcha',
        },
      });
      await testApp.app.inject({ method: 'GET', url: '/reset-password-AbCdEf0123456789_-secret' });
    } finally {
      await testApp.close();
    }
    const log = lines.join('\n');
    expect(log).toContain('login attempt');
    expect(log).toContain('"username":"ana"');
    for (const secret of ['sekret-', '123456789', '1980-01-31', '654321', 'AbCdEf0123456789_-secret']) {
      expect(log).not.toContain(secret);
    }
    expect(log).toContain('/reset-password-[token]');
  });
});
