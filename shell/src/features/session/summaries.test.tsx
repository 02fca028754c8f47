import { act, screen, waitFor } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { PORTAL_API_PATHS, QUERY_KEYS, SESSION, type MessageSummary } from 'shared-contracts';
import { SAMPLE_ENV } from 'shared-contracts/testing';
import { authenticatedAtom, csrfAtom } from 'shared-contracts/atoms';
import { activateTestLocale, type FakeAnswer, fakeFetch, renderWithProviders } from 'shared-ui/testing';
import { WithEnv } from '@/test/env';
import { useSummaries } from '@/features/session/useSummaries';

const INTERVAL_MS = SAMPLE_ENV.summariesRefetchInterval * 1000;

const summary = (id: number, custRead: boolean): MessageSummary => ({
  id,
  subject: `Message ${id}`,
  sentAt: '2026-11-20T10:00:00.000Z',
  custRead,
});
const UNREAD: FakeAnswer = { status: 200, body: [summary(2, false), summary(1, true)] };
const ALL_READ: FakeAnswer = { status: 200, body: [summary(2, true), summary(1, true)] };
const FAILED: FakeAnswer = { status: 500, body: { status: 'ERROR', message: 'Something went wrong' } };

let cached: () => unknown = () => undefined;
let cacheAccountData: () => void = () => undefined;
let cachedAccountData: () => unknown = () => undefined;

function Probe() {
  const { hasUnread, summaries } = useSummaries();
  const queryClient = useQueryClient();
  cached = () => queryClient.getQueryData(QUERY_KEYS.summaries);
  cacheAccountData = () => queryClient.setQueryData([...QUERY_KEYS.account, 'statements'], [{ id: 's1' }]);
  cachedAccountData = () => queryClient.getQueryData([...QUERY_KEYS.account, 'statements']);
  return <output data-testid="summaries">{`${summaries?.length ?? 'none'} ${hasUnread ? 'unread' : 'all-read'}`}</output>;
}

/** /api/smc answers the given answers in turn, then keeps answering the last one. */
function smcAnswers(...answers: FakeAnswer[]) {
  let next = 0;
  const fetchMock = fakeFetch({
    [PORTAL_API_PATHS.messageSummaries]: () => answers[Math.min(next++, answers.length - 1)] as FakeAnswer,
  });
  return () => fetchMock.sentTo(PORTAL_API_PATHS.messageSummaries).length;
}

function render(authenticated = true) {
  const store = createStore();
  if (authenticated) {
    store.set(csrfAtom, 'csrf-123');
    store.set(authenticatedAtom, true);
  }
  return renderWithProviders(
    <WithEnv>
      <Probe />
    </WithEnv>,
    { route: '/account', store },
  );
}

const shown = () => screen.getByTestId('summaries').textContent;
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

beforeAll(activateTestLocale);
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.runOnlyPendingTimers();
  jest.useRealTimers();
});

describe('summaries polling (spec 4.5, 2.8)', () => {
  it('fetches nothing while signed out', async () => {
    const calls = smcAnswers(UNREAD);
    render(false);
    await advance(INTERVAL_MS * 3);
    expect(calls()).toBe(0);
    expect(shown()).toBe('none all-read');
  });

  it('fetches on sign-in and every summariesRefetchInterval seconds; the dot follows custRead', async () => {
    const calls = smcAnswers(UNREAD, UNREAD, ALL_READ);
    render();
    await advance(0);
    expect(calls()).toBe(1);
    expect(shown()).toBe('2 unread');

    await advance(INTERVAL_MS - 1);
    expect(calls()).toBe(1);
    await advance(1);
    expect(calls()).toBe(2);
    expect(shown()).toBe('2 unread');

    await advance(INTERVAL_MS);
    expect(calls()).toBe(3);
    await waitFor(() => expect(shown()).toBe('2 all-read'));
  });

  it(`stops after ${SESSION.summariesMaxConsecutiveFailures} consecutive failures and clears the data`, async () => {
    const calls = smcAnswers(UNREAD, FAILED, FAILED, FAILED, UNREAD);
    render();
    await advance(0);
    expect(shown()).toBe('2 unread');

    await advance(INTERVAL_MS);
    await advance(INTERVAL_MS);
    expect(calls()).toBe(3);
    // Two failures: still polling, the last data still shown.
    expect(shown()).toBe('2 unread');
    expect(cached()).toHaveLength(2);

    await advance(INTERVAL_MS);
    expect(calls()).toBe(4);
    expect(shown()).toBe('none all-read');
    expect(cached()).toBeUndefined();

    await advance(INTERVAL_MS * 5);
    expect(calls()).toBe(4);
  });

  it('a success in between starts the count again', async () => {
    const calls = smcAnswers(FAILED, FAILED, UNREAD, FAILED, FAILED, UNREAD);
    render();
    await advance(0);
    for (let i = 0; i < 5; i += 1) await advance(INTERVAL_MS);
    expect(calls()).toBe(6);
    expect(shown()).toBe('2 unread');
  });

  it("stops on logout and drops the data and the account's cached queries; the next sign-in starts again", async () => {
    const calls = smcAnswers(UNREAD);
    const { store } = render();
    await advance(0);
    expect(shown()).toBe('2 unread');
    act(() => cacheAccountData());
    expect(cachedAccountData()).toHaveLength(1);

    act(() => store.set(authenticatedAtom, false));
    await advance(0);
    expect(shown()).toBe('none all-read');
    expect(cached()).toBeUndefined();
    expect(cachedAccountData()).toBeUndefined();
    await advance(INTERVAL_MS * 3);
    expect(calls()).toBe(1);

    act(() => store.set(authenticatedAtom, true));
    await advance(0);
    expect(calls()).toBe(2);
    expect(shown()).toBe('2 unread');
  });

  it('after stopping on failures, the next sign-in polls again', async () => {
    const calls = smcAnswers(FAILED, FAILED, FAILED, UNREAD);
    const { store } = render();
    await advance(0);
    await advance(INTERVAL_MS * 2);
    expect(calls()).toBe(3);
    await advance(INTERVAL_MS * 2);
    expect(calls()).toBe(3);

    act(() => store.set(authenticatedAtom, false));
    await advance(0);
    act(() => store.set(authenticatedAtom, true));
    await advance(0);
    expect(calls()).toBe(4);
    expect(shown()).toBe('2 unread');
  });
});
