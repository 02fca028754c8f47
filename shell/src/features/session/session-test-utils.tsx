import type { ReactNode } from 'react';
import { ENV_DEFAULTS, type EnvConfig } from 'shared-contracts';
import { EnvContext } from '@/app/env-config';

/** /env.json of the tests: the spec's defaults (600 s timeout, 120 s warning, 60 s summaries). */
export const TEST_ENV: EnvConfig = {
  genesysDeploymentId: '',
  gtmMeasurmentId: '',
  gtmLegacyMessagingId: '',
  captchaSiteKey: '',
  analyticsToken: '',
  analyticsMeasurementId: '',
  chatScriptUrl: 'https://apps.usw2.pure.cloud/genesys-bootstrap/genesys.min.js',
  tagManagerOrigin: 'https://www.googletagmanager.com',
  sessionTimeoutSeconds: ENV_DEFAULTS.sessionTimeoutSeconds,
  sessionAlertSeconds: ENV_DEFAULTS.sessionAlertSeconds,
  summariesRefetchInterval: ENV_DEFAULTS.summariesRefetchInterval,
  releasePollSeconds: ENV_DEFAULTS.releasePollSeconds,
  shellBuildId: 'test',
  remotes: { public: '/mfe/public/', auth: '/mfe/auth/', account: '/mfe/account/' },
};

export function WithEnv({ children, env = TEST_ENV }: { children: ReactNode; env?: EnvConfig }) {
  return <EnvContext.Provider value={env}>{children}</EnvContext.Provider>;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
}
export type FakeRoute = (init: RequestInit | undefined) => FakeAnswer | Promise<FakeAnswer>;

/**
 * jsdom has no fetch: a fake answering by path (the fields the session calls read: ok, status, json).
 * A path without a route answers 404; a route that throws is a network failure.
 */
export function fakeFetch(routes: Record<string, FakeRoute>) {
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const route = routes[path];
    const answer = route ? await route(init) : { status: 404, body: { status: 'NOT_FOUND', message: path } };
    return { ok: answer.status >= 200 && answer.status < 300, status: answer.status, json: async () => answer.body };
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** The calls made to one path, with their request options. */
export function callsTo(mock: ReturnType<typeof fakeFetch>, path: string): Array<RequestInit | undefined> {
  return mock.mock.calls.filter(([input]) => String(input) === path).map(([, init]) => init);
}
