import { screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { PAGE_VISITOR_ELEMENT_ID, SESSION_HINT_COOKIE } from 'shared-contracts';
import { authenticatedAtom } from 'shared-contracts/atoms';
import { Header } from '@/features/header/Header';
import { PageView } from '@/features/routing/PageView';
import { pageVisitor, restoreAsks, sessionHinted } from '@/features/session/page-visitor';
import { knownSignedInAtom, serverVisitorAtom, sessionCheckedAtom } from '@/features/session/session-atoms';
import { activateTestLocale, renderWithProviders } from 'shared-ui/testing';

/*
 * Docs/decisions/070: before `GET /api/session` answers, the page's first render (the server's, and the browser's
 * hydration of it) draws the frame and picks /payments' remote from the server's word on the visitor.
 */

// The remote is mocked at the federation boundary, as in PageView.test.tsx.
jest.mock('@/features/remotes/RemotePage', () => ({
  RemotePage: ({ remote, routeId }: { remote: string; routeId: string }) => <p>{`${remote}:${routeId}`}</p>,
}));

beforeAll(activateTestLocale);

const storeWith = (visitor: 'signedIn' | 'signedOut' | null, checked = false) => {
  const store = createStore();
  store.set(serverVisitorAtom, visitor);
  store.set(sessionCheckedAtom, checked);
  return store;
};

describe('the server’s word on the visitor (decision 070)', () => {
  it('is read from the page’s element, and is null without one or with a broken one', () => {
    expect(pageVisitor()).toBeNull();
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = PAGE_VISITOR_ELEMENT_ID;
    element.textContent = '"signedIn"';
    document.head.append(element);
    try {
      expect(pageVisitor()).toBe('signedIn');
      element.textContent = '"admin"';
      expect(pageVisitor()).toBeNull();
    } finally {
      element.remove();
    }
  });

  it('decides whether the restore asks: the server’s word where it looked, the session hint where it did not (decision 074)', () => {
    expect(sessionHinted()).toBe(false);
    document.cookie = 'other=1; path=/';
    document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
    try {
      expect(sessionHinted()).toBe(true);
    } finally {
      document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0`;
      document.cookie = 'other=; path=/; max-age=0';
    }
    expect(sessionHinted()).toBe(false);
    expect(restoreAsks('signedIn', false)).toBe(true);
    expect(restoreAsks('signedOut', true)).toBe(false);
    expect(restoreAsks(null, true)).toBe(true);
    expect(restoreAsks(null, false)).toBe(false);
  });

  it('stands in for the session until the browser’s check answers, and a login wins over it', () => {
    const store = storeWith('signedIn');
    expect(store.get(knownSignedInAtom)).toBe(true);
    store.set(sessionCheckedAtom, true);
    expect(store.get(knownSignedInAtom)).toBe(false);
    store.set(authenticatedAtom, true);
    expect(store.get(knownSignedInAtom)).toBe(true);
    expect(storeWith('signedOut').get(knownSignedInAtom)).toBe(false);
    expect(storeWith(null).get(knownSignedInAtom)).toBeNull();
  });

  it('draws the signed-in header on a signed-in page before the session answers, without signing anyone in', () => {
    // AppShell hands the header `knownSignedInAtom`'s answer.
    const store = storeWith('signedIn');
    renderWithProviders(<Header signedIn={store.get(knownSignedInAtom) === true} />, { route: '/account', store });
    const banner = screen.getByRole('banner');
    expect(within(banner).getAllByRole('button', { name: 'Log out' }).length).toBeGreaterThan(0);
    expect(within(banner).queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(store.get(authenticatedAtom)).toBe(false);
  });

  it('renders /payments’ public page at once for a visitor the server found signed out', () => {
    renderWithProviders(<PageView />, { route: '/es/payments', store: storeWith('signedOut') });
    expect(screen.getByText('public:payments')).toBeInTheDocument();
  });

  it('still waits for the session on /payments when the server did not say, or said signed in', () => {
    for (const visitor of [null, 'signedIn'] as const) {
      const { unmount } = renderWithProviders(<PageView />, { route: '/payments', store: storeWith(visitor) });
      expect(screen.getByText('Loading…')).toBeInTheDocument();
      expect(screen.queryByText(/:payments$/)).toBeNull();
      unmount();
    }
  });

  it('keeps a signed-in page waiting for the browser’s own check, whatever the server said', () => {
    renderWithProviders(<PageView />, { route: '/account', store: storeWith('signedIn') });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByText('account:account')).toBeNull();
  });
});
