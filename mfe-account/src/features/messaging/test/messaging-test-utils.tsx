import { Suspense, type ReactElement, type ReactNode } from 'react';
import { ChakraProvider, createSystem, defaultConfig, defineConfig, type SystemConfig } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { BRAND_THEME, type Thread, type ThreadSummary } from 'shared-contracts';
// The query client of the account tests (test files may compose features, eslint.config.mjs).
import { testQueryClient } from '@/test/account-test-utils';

/*
 * What the message-center tests add to the account tests' fakes: a fetch that also reads multipart bodies (the
 * account fakes read JSON only), the page at a URL of its own (the open thread lives in the query string) with a
 * probe of where the router now is, and the demo borrower's threads.
 */

const system = createSystem(defaultConfig, defineConfig(BRAND_THEME as unknown as SystemConfig));

export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** A JSON body parsed, or the FormData as sent. */
  body: unknown;
}
export interface FakeAnswer {
  status?: number;
  body?: unknown;
  network?: boolean;
}
export type FakeRoute = (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>;

/** fetch at the network boundary, answering `'POST /api/messages'`-style routes; anything else fails as offline. */
export function fakeMessagesApi(routes: Record<string, FakeRoute>) {
  const sent: SentRequest[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const raw = init?.body;
    const body = raw instanceof FormData ? raw : typeof raw === 'string' ? (JSON.parse(raw) as unknown) : undefined;
    const request: SentRequest = { method, url, headers: { ...(init?.headers as Record<string, string> | undefined) }, body };
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
  }) as unknown as typeof fetch;
  const calls = (method: string, path: string) => sent.filter((request) => request.method === method && request.url.split('?')[0] === path);
  return { sent, calls };
}

/** The page at `url` inside the providers the shell gives a remote; `search()` reads the router's query string. */
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

export const DUE_DATE_THREAD: ThreadSummary = {
  id: 11,
  topic: 'dueDate',
  subject: 'Your due date change request',
  createdAt: '2026-11-22T16:00:00.000Z',
  lastMessageAt: '2026-11-22T16:00:00.000Z',
  unread: true,
  messageCount: 1,
};
export const STATEMENT_THREAD: ThreadSummary = {
  id: 10,
  topic: 'payment',
  subject: 'Your monthly statement is ready',
  createdAt: '2026-11-11T16:00:00.000Z',
  lastMessageAt: '2026-11-11T16:00:00.000Z',
  unread: false,
  messageCount: 1,
};

export function threadOf(summary: ThreadSummary, overrides: Partial<Thread> = {}): Thread {
  return {
    ...summary,
    messages: [
      {
        id: summary.id * 10,
        author: 'lender',
        body: `Hello Maria,\n\nabout "${summary.subject}".\n<b>not markup</b>`,
        sentAt: summary.lastMessageAt,
        attachments: [{ id: 5, name: 'letter.pdf', mediaType: 'application/pdf', size: 245_760 }],
      },
    ],
    ...overrides,
  };
}
