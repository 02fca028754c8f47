import { ANALYTICS_EVENTS } from 'shared-contracts';
import { attachAnalyticsSink, detachAnalyticsSinkForTests, resetAnalytics, track, type AnalyticsSink } from '@/features/analytics/analytics';

function recordingSink() {
  const calls: unknown[][] = [];
  const sink: AnalyticsSink = {
    track: (event, properties) => calls.push(['track', event, properties]),
    identify: (userId, traits) => calls.push(['identify', userId, traits]),
    reset: () => calls.push(['reset']),
  };
  return { sink, calls };
}

const LOGIN_TRAITS = { email: 'maria.garcia@example.com', account: '3052718841', autopay: true, paperless: false, text: true };

afterEach(detachAnalyticsSinkForTests);

describe('the analytics door (spec 7)', () => {
  it('keeps what was tracked before the client attached and hands it over in order', () => {
    track(ANALYTICS_EVENTS.spanishUser);
    track(ANALYTICS_EVENTS.logInFailure, { message: 'username or password invalid', username: 'someone' });
    resetAnalytics();
    const { sink, calls } = recordingSink();

    attachAnalyticsSink(sink);

    expect(calls).toEqual([
      ['track', 'Spanish User', {}],
      ['track', 'Log In Failure', { message: 'username or password invalid', username: 'someone' }],
      ['reset'],
    ]);
    track(ANALYTICS_EVENTS.portugueseUser);
    expect(calls.at(-1)).toEqual(['track', 'Portuguese User', {}]);
  });

  it('hands over an event with the address it was tracked at, not the one the visitor reached before the client attached', () => {
    window.history.replaceState(null, '', '/faq');
    track(ANALYTICS_EVENTS.spanishUser);
    // Choosing Spanish navigates: the client attaches on the next page.
    window.history.replaceState(null, '', '/es/faq');
    const addresses: string[] = [];
    attachAnalyticsSink({ track: (_event, _properties, address) => addresses.push(address.href), identify: () => {}, reset: () => {} });
    track(ANALYTICS_EVENTS.portugueseUser);
    expect(addresses).toEqual([`${window.location.origin}/faq`, `${window.location.origin}/es/faq`]);
  });

  it('keeps only the last 100 operations while no client is attached', () => {
    for (let index = 0; index < 130; index += 1) track(ANALYTICS_EVENTS.pageScroll, { percent: 25, path: `/p${index}` });
    const { sink, calls } = recordingSink();
    attachAnalyticsSink(sink);
    expect(calls).toHaveLength(100);
    expect(calls[0]).toEqual(['track', 'Page Scroll', { percent: 25, path: '/p30' }]);
  });

  it("identifies the user from mfe-auth's login success with the e-mail and the account traits (spec 3)", () => {
    const { sink, calls } = recordingSink();
    attachAnalyticsSink(sink);

    track(ANALYTICS_EVENTS.logInSuccess, LOGIN_TRAITS);

    expect(calls).toEqual([
      [
        'identify',
        'maria.garcia@example.com',
        { $email: 'maria.garcia@example.com', accountStatus: 'AL', autopay: true, paperless: false, textEnrolled: true },
      ],
      // The event itself carries neither the e-mail nor the account number.
      ['track', 'Log In Success', { autopay: true, paperless: false, textEnrolled: true }],
    ]);
  });

  it('queues the identify before its event when the client is not there yet', () => {
    track(ANALYTICS_EVENTS.logInSuccess, LOGIN_TRAITS);
    const { sink, calls } = recordingSink();
    attachAnalyticsSink(sink);
    expect(calls.map((call) => call[0])).toEqual(['identify', 'track']);
  });

  it('tracks a login success without an e-mail as it is, with no identify', () => {
    const { sink, calls } = recordingSink();
    attachAnalyticsSink(sink);
    track(ANALYTICS_EVENTS.logInSuccess, { autopay: true });
    expect(calls).toEqual([['track', 'Log In Success', { autopay: true }]]);
  });
});
