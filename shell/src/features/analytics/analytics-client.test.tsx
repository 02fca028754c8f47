import { act, renderHook, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ANALYTICS_EVENTS, type EnvConfig } from 'shared-contracts';
import { SAMPLE_ENV } from 'shared-contracts/testing';
import { authenticatedAtom } from 'shared-contracts/atoms';
import { detachAnalyticsSinkForTests, track } from '@/features/analytics/analytics';
import { resetAnalyticsClientForTests, startAnalyticsClient } from '@/features/analytics/analytics-client';
import { useAnalytics } from '@/features/analytics/useAnalytics';
import { WithEnv } from '@/test/env';

// The library is mocked at the module boundary; its batching and retries are proven by the e2e suite.
const mixpanel = {
  init: jest.fn(),
  track: jest.fn(),
  identify: jest.fn(),
  reset: jest.fn(),
  register: jest.fn(),
  get_property: jest.fn(() => undefined),
  people: { set: jest.fn() },
};
const loaded = jest.fn();
jest.mock('mixpanel-browser/dist/mixpanel-core.cjs.js', () => {
  loaded();
  return { __esModule: true, default: mixpanel };
});

const WITH_TOKEN: EnvConfig = { ...SAMPLE_ENV, analyticsToken: 'project-token' };

beforeEach(() => {
  jest.clearAllMocks();
  resetAnalyticsClientForTests();
  detachAnalyticsSinkForTests();
});

describe('the analytics client (spec 1, 7, 9)', () => {
  it('without a token loads nothing and requests nothing; track stays harmless', async () => {
    const fetchSpy = jest.fn();
    global.fetch = fetchSpy;
    startAnalyticsClient(SAMPLE_ENV);
    expect(() => track(ANALYTICS_EVENTS.spanishUser)).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loaded).not.toHaveBeenCalled();
    expect(mixpanel.init).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('with a token loads the core build after the page is interactive and configures it from the spec', async () => {
    startAnalyticsClient(WITH_TOKEN);
    expect(mixpanel.init).not.toHaveBeenCalled();
    await waitFor(() => expect(mixpanel.init).toHaveBeenCalledTimes(1));
    expect(mixpanel.init).toHaveBeenCalledWith('project-token', {
      api_host: 'http://localhost/mp',
      batch_requests: true,
      batch_size: 50,
      batch_flush_interval_ms: 5000,
      batch_request_timeout_ms: 90000,
      persistence: 'cookie',
      cookie_expiration: 365,
      secure_cookie: false,
      record_idle_timeout_ms: 30 * 60 * 1000,
      record_sessions_percent: 0,
      track_links_timeout: 300,
      autocapture: false,
      track_pageview: false,
      flags: false,
      ip: false,
    });
  });

  it('drains what was tracked before it loaded, with the address of the page', async () => {
    track(ANALYTICS_EVENTS.spanishUser);
    track(ANALYTICS_EVENTS.logInFailure, { message: 'user is locked', username: 'locked' });
    startAnalyticsClient(WITH_TOKEN);
    await waitFor(() => expect(mixpanel.track).toHaveBeenCalledTimes(2));
    expect(mixpanel.track).toHaveBeenNthCalledWith(1, 'Spanish User', { $current_url: 'http://localhost/' });
    expect(mixpanel.track).toHaveBeenNthCalledWith(2, 'Log In Failure', {
      message: 'user is locked',
      username: 'locked',
      $current_url: 'http://localhost/',
    });
  });

  it('identifies on login with the e-mail and traits, and resets when the visitor becomes signed out', async () => {
    const store = createStore();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>
        <MemoryRouter>
          <WithEnv env={WITH_TOKEN}>{children}</WithEnv>
        </MemoryRouter>
      </Provider>
    );
    renderHook(() => useAnalytics(true), { wrapper });
    await waitFor(() => expect(mixpanel.init).toHaveBeenCalled());

    act(() => {
      track(ANALYTICS_EVENTS.logInSuccess, { email: 'maria.garcia@example.com', account: '3052718841', autopay: false, paperless: true, text: false });
      store.set(authenticatedAtom, true);
    });
    expect(mixpanel.identify).toHaveBeenCalledWith('maria.garcia@example.com');
    expect(mixpanel.people.set).toHaveBeenCalledWith({
      $email: 'maria.garcia@example.com',
      accountStatus: 'AL',
      autopay: false,
      paperless: true,
      textEnrolled: false,
    });
    expect(mixpanel.reset).not.toHaveBeenCalled();

    // Logout and the session's timeout both clear authenticated (spec 4.1).
    act(() => store.set(authenticatedAtom, false));
    expect(mixpanel.reset).toHaveBeenCalledTimes(1);
  });
});
