/** What every mfe-account test renders with: the providers of the shell, a fake API (fetch) and the fixtures of the seeded borrower. */
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { ChakraProvider, createSystem, defaultConfig, defineConfig, type SystemConfig } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, type RenderResult } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, useLocation } from 'react-router-dom';
import {
  ACCOUNT_FIELDS,
  ACCOUNT_MONEY_PATHS,
  BRAND_THEME,
  PORTAL_API_PATHS,
  type AccountDetails,
  type Autopay,
  type Payment,
  type PaymentMethod,
  type ShellDialogProps,
  type ShellServices,
} from 'shared-contracts';

/*
 * What the account tests share: the providers the shell gives a remote (and `renderAt` for pages with state in the URL), a fake fetch at the network boundary
 * that answers by method and path and records what was sent, a fake shell, a pinned clock and the demo
 * borrower's figures.
 */

const system = createSystem(defaultConfig, defineConfig(BRAND_THEME as unknown as SystemConfig));

/** English with no messages of its own: the macros read as their source text. */
export async function activateEnglish(): Promise<void> {
  await i18n.loadAndActivate({ locale: 'en-US', messages: {} });
}

/**
 * Wednesday 2026-11-18, 9 a.m. Central: before the cut-off, so today is the earliest payment date and the
 * window runs to 2026-12-18. Only `Date` is faked: Testing Library and user-event keep their real timers.
 */
export const PINNED_NOW = new Date('2026-11-18T15:00:00Z');
export function pinClock(now: Date = PINNED_NOW): void {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  /** No answer at all: the client's network failure. */
  network?: boolean;
}
export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}
export type FakeRoute = (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>;

/** fetch at the network boundary, answering `'POST /api/payments'`-style routes; anything else fails as offline. */
export function fakeApi(routes: Record<string, FakeRoute>) {
  const sent: SentRequest[] = [];
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const request: SentRequest = {
      method,
      url,
      headers: { ...(init?.headers as Record<string, string> | undefined) },
      // A JSON body parsed; a multipart body (the message center's files) as the FormData sent.
      body: init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    sent.push(request);
    const route = routes[`${method} ${url.split('?')[0]}`];
    const answer = route ? await route(request) : { network: true };
    if (answer.network) throw new TypeError(`Failed to fetch ${url}`);
    const status = answer.status ?? 200;
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: new Headers(),
      text: async () => (answer.body === undefined ? '' : JSON.stringify(answer.body)),
    } as Response;
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  /** The requests sent with this method and path, in order. */
  const calls = (method: string, path: string) => sent.filter((request) => request.method === method && request.url.split('?')[0] === path);
  return { sent, calls };
}

/** The shell's services as a remote receives them: a plain dialog and a recording `track`. */
export function fakeShell(): ShellServices {
  function Dialog({ open, title, children, footer, role = 'dialog', onClose }: ShellDialogProps) {
    if (!open) return null;
    return (
      <div role={role} aria-label={typeof title === 'string' ? title : undefined}>
        {children}
        {footer}
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    );
  }
  return { Dialog, track: jest.fn() };
}

export type RenderWithProviders = RenderResult & { queryClient: QueryClient };

export function renderWithProviders(ui: ReactElement, { queryClient = testQueryClient() }: { queryClient?: QueryClient } = {}): RenderWithProviders {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <Provider store={createStore()}>
            <MemoryRouter initialEntries={['/payments']}>
              <Suspense fallback={<p>Loading test page…</p>}>{children}</Suspense>
            </MemoryRouter>
          </Provider>
        </QueryClientProvider>
      </I18nProvider>
    </ChakraProvider>
  );
  return Object.assign(render(ui, { wrapper }), { queryClient });
}

/** A page suspends on its catalog: rendered inside an awaited act, React retries it once the catalog is in. */
export async function renderPage(ui: ReactElement, options: { queryClient?: QueryClient } = {}): Promise<RenderWithProviders> {
  let view: RenderWithProviders | undefined;
  await act(async () => {
    view = renderWithProviders(ui, options);
  });
  return view!;
}

/**
 * The page at `url`, inside the providers the shell gives a remote, for pages that keep state in the query string
 * (history's filters, the message center's open thread); `search()` reads where the router now is.
 */
export async function renderAt(ui: ReactElement, url: string, queryClient: QueryClient = testQueryClient()) {
  let search = '';
  function LocationProbe() {
    search = useLocation().search;
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[url]}>
            <LocationProbe />
            <Suspense fallback={<p>Loading test page…</p>}>{children}</Suspense>
          </MemoryRouter>
        </QueryClientProvider>
      </I18nProvider>
    </ChakraProvider>
  );
  // The page suspends on its catalog: rendered inside an awaited act, React retries it once the catalog is in.
  const view = await act(async () => render(ui, { wrapper }));
  return { ...view, queryClient, search: () => search };
}

export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

export const DETAILS: AccountDetails = {
  [ACCOUNT_FIELDS.accountStatus]: 'AL',
  [ACCOUNT_FIELDS.accountNumber]: '3052718841',
  [ACCOUNT_FIELDS.borrowerName]: 'Maria Garcia',
  [ACCOUNT_FIELDS.borrowerFirstName]: 'Maria',
  [ACCOUNT_FIELDS.borrowerLastName]: 'Garcia',
  [ACCOUNT_FIELDS.vin]: '1HGCM82633A004352',
  [ACCOUNT_FIELDS.vehicleDescription]: '2019 Honda Civic',
  [ACCOUNT_FIELDS.email]: 'maria.garcia@example.com',
  [ACCOUNT_FIELDS.autopayFlag]: 'N',
  [ACCOUNT_FIELDS.billingMethod]: 'I',
  [ACCOUNT_FIELDS.textEnrolled]: 'Y',
  [ACCOUNT_FIELDS.currentBalance]: '12034.88',
  [ACCOUNT_FIELDS.payoffAmount]: '12101.37',
  [ACCOUNT_FIELDS.nextDueDate]: '2026-12-01',
  [ACCOUNT_FIELDS.amountDue]: '389.45',
  [ACCOUNT_FIELDS.paymentAmount]: '389.45',
  [ACCOUNT_FIELDS.perDiemInterest]: '2.31',
};

export const CHECKING: PaymentMethod = { id: 7, kind: 'bank', accountType: 'checking', last4: '6789', nickname: 'Everyday checking' };

export const AUTOPAY_OFF: Autopay = { enrolled: false, paymentMethodId: null, draftDay: null, amount: 'amountDue' };

export function scheduledPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 41,
    confirmationNumber: 'RB-KQ7MX-P4T2W',
    status: 'scheduled',
    amount: '150.00',
    payOn: '2026-11-27',
    paymentMethodId: CHECKING.id,
    last4: CHECKING.last4,
    source: 'online',
    madeAt: '2026-11-23T16:00:00.000Z',
    postedOn: null,
    cancellable: true,
    ...overrides,
  };
}

/** The reads of the payments page for a borrower with one saved checking account and nothing scheduled. */
export function pageReads(overrides: Partial<Record<string, FakeRoute>> = {}): Record<string, FakeRoute> {
  const routes: Record<string, FakeRoute> = {
    [`GET ${PORTAL_API_PATHS.accountDetails}`]: () => ({ body: DETAILS }),
    [`GET ${ACCOUNT_MONEY_PATHS.paymentMethods}`]: () => ({ body: [CHECKING] }),
    [`GET ${ACCOUNT_MONEY_PATHS.payments}`]: () => ({ body: [] }),
    [`GET ${ACCOUNT_MONEY_PATHS.autopay}`]: () => ({ body: AUTOPAY_OFF }),
  };
  for (const [key, route] of Object.entries(overrides)) if (route) routes[key] = route;
  return routes;
}
