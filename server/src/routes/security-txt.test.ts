import { API_PATHS } from 'shared-contracts';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { securityTxt } from './security-txt.js';

describe('GET /.well-known/security.txt (RFC 9116)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL: 'http://localhost' } });
  });
  afterAll(() => testApp.close());

  it('names where to report a vulnerability, until when to believe it, and its own address', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: API_PATHS.securityTxt });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const fields = new Map(response.body.trim().split('\n').map((line) => line.split(/: (.*)/s).slice(0, 2) as [string, string]));
    expect(fields.get('Contact')).toBe('mailto:security@roadbridge.example');
    expect(fields.get('Canonical')).toBe('http://localhost/.well-known/security.txt');
    expect(fields.get('Preferred-Languages')).toBe('en, es, pt');
    const expires = Date.parse(fields.get('Expires') ?? '');
    expect(expires - Date.now()).toBeGreaterThan(150 * 24 * 3600_000);
    expect(expires - Date.now()).toBeLessThan(365 * 24 * 3600_000);
  });

  it('expires 180 days after the day it is asked', () => {
    expect(securityTxt('https://www.roadbridge.example', new Date('2026-11-26T15:30:00Z'))).toContain('Expires: 2027-05-25T00:00:00.000Z\n');
  });
});
