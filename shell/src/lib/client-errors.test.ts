import { API_PATHS } from 'shared-contracts';
import { appOfError, appOfFederationId, rememberVersion, reportClientError } from './client-errors';

describe('client error reports (docs/decisions/034)', () => {
  it('names the build of a federation id, and of the file an error was thrown in', () => {
    expect(appOfFederationId('mfe_account/AccountPage')).toBe('mfe-account');
    expect(appOfFederationId('mfe_public')).toBe('mfe-public');
    const fromRemote = new Error('boom');
    fromRemote.stack = 'Error: boom\n    at render (http://localhost/remotes/mfe-auth/static/js/123.js:1:2)';
    expect(appOfError(fromRemote)).toBe('mfe-auth');
    expect(appOfError(new Error('in the shell'))).toBe('shell');
    expect(appOfError('not an error')).toBe('shell');
  });

  it('sends labels only, with the version the page loaded, once per build and kind', async () => {
    const fetchMock = jest.fn(async () => new Response(null, { status: 204 }));
    const original = globalThis.fetch;
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    try {
      rememberVersion('mfe-public', 'public-7');
      reportClientError('mfe-public', 'remote-load');
      reportClientError('mfe-public', 'remote-load');
      reportClientError('mfe-auth', 'uncaught');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(fetchMock).toHaveBeenCalledTimes(2);
      const calls = fetchMock.mock.calls as unknown as Array<[string, RequestInit]>;
      expect(calls.map(([url]) => url)).toEqual([API_PATHS.clientErrors, API_PATHS.clientErrors]);
      expect(calls.map(([, init]) => JSON.parse(String(init.body)))).toEqual([
        { app: 'mfe-public', version: 'public-7', kind: 'remote-load' },
        { app: 'mfe-auth', version: 'unknown', kind: 'uncaught' },
      ]);
      expect(calls[0]?.[1].keepalive).toBe(true);
    } finally {
      globalThis.fetch = original;
    }
  });
});
