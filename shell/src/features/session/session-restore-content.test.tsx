import { act, screen } from '@testing-library/react';
import { PORTAL_API_PATHS } from 'shared-contracts';
import { PageView } from '@/features/routing/PageView';
import { activateTestLocale, type FakeAnswer, fakeFetch, renderWithProviders } from 'shared-ui/testing';
import { sessionCheckedAtom } from '@/features/session/session-atoms';
import { useSessionRestore } from '@/features/session/useSessionRestore';
import { expectContentHydration, markContentHydrated } from '@/lib/page-ready';

/*
 * docs/decisions/071: on a server-rendered page that shows its content before the session check (a public page), the
 * check's request goes out at once and its answer is read once the content has hydrated (its schema brings zod); a
 * page whose guard waits for the check reads it at once, or it would never hydrate its content. The page's hydration
 * is this module's state, once per page load: this file's pages all hydrate (bootstrap's expectContentHydration).
 */
jest.mock('@/features/remotes/RemotePage', () => ({
  RemotePage: ({ remote, routeId, locale }: { remote: string; routeId: string; locale: string }) => (
    <p>{`${remote}:${routeId}:${locale}`}</p>
  ),
}));

function Harness() {
  useSessionRestore();
  return <PageView />;
}

function sessionAnswer() {
  let answer: (value: FakeAnswer) => void = () => undefined;
  const fetchMock = fakeFetch({
    [PORTAL_API_PATHS.session]: () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
    [PORTAL_API_PATHS.touch]: () => ({ status: 200, body: { status: 'OK', expiresInSeconds: 600 } }),
  });
  return { fetchMock, answer: (value: FakeAnswer) => answer(value) };
}

/** Lets the answer's promises settle (the schema's import, the query's update). */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

beforeAll(activateTestLocale);
beforeAll(expectContentHydration);

describe('session restore on a hydrating page (spec 4.1, decision 071)', () => {
  it('reads the answer at once on a page whose guard waits for it', async () => {
    const { answer } = sessionAnswer();
    const { store } = renderWithProviders(<Harness />, { route: '/account/statements' });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    answer({ status: 200, body: { authenticated: false } });
    await settle();
    expect(store.get(sessionCheckedAtom)).toBe(true);
  });

  it('asks at once on a public page but reads the answer once its content has hydrated', async () => {
    const { fetchMock, answer } = sessionAnswer();
    const { store } = renderWithProviders(<Harness />, { route: '/faq' });
    expect(screen.getByText('public:faq:en-US')).toBeInTheDocument();
    expect(fetchMock.sentTo(PORTAL_API_PATHS.session)).toHaveLength(1);
    answer({ status: 200, body: { authenticated: false } });
    await settle();
    expect(store.get(sessionCheckedAtom)).toBe(false);
    markContentHydrated();
    await settle();
    expect(store.get(sessionCheckedAtom)).toBe(true);
  });
});
