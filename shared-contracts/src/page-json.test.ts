import {
  ENV_CONFIG_ELEMENT_ID,
  PAGE_CATALOGS_ELEMENT_ID,
  PAGE_ISLANDS,
  PAGE_QUERY_DATA_ELEMENT_ID,
  PAGE_VISITOR_ELEMENT_ID,
  pageIslandElement,
  parsePageIsland,
  readPageIsland,
  type PageCatalogs,
  type PageQueryData,
} from './page-json.js';
import type { EnvConfig } from './env-config.js';

// The text inside the element the writer made, as the browser's `textContent` gives it back.
const elementText = (element: string) => /^<script type="application\/json" id="[^"]+">(.*)<\/script>$/s.exec(element)?.[1] ?? null;

const env = {
  genesysDeploymentId: '',
  gtmMeasurmentId: 'GTM-1',
  gtmLegacyMessagingId: '',
  captchaSiteKey: 'key',
  analyticsToken: '',
  analyticsMeasurementId: '',
  chatScriptUrl: 'https://chat.example/boot.js',
  tagManagerOrigin: 'https://tags.example',
  sessionTimeoutSeconds: 600,
  sessionAlertSeconds: 60,
  summariesRefetchInterval: 30,
  releasePollSeconds: 300,
  shellBuildId: 'b1',
  remotes: { public: '/remotes/public/', auth: '/remotes/auth/', account: '/remotes/account/' },
} satisfies EnvConfig;

const catalogs: PageCatalogs = { locale: 'es-US', ids: ['shell'], messages: { a: 'Hola', b: ['Hola ', ['name']] } };

const dehydrated: PageQueryData = {
  mutations: [],
  queries: [
    {
      dehydratedAt: 1795670472225,
      queryKey: ['careers', 'openings', 'es-US'],
      queryHash: '["careers","openings","es-US"]',
      state: { data: [{ id: 'CS-2611', title: 'Representante' }], dataUpdatedAt: 1795670472175, status: 'success', fetchStatus: 'idle', error: null },
    },
  ],
};

describe('the page’s JSON islands (docs/decisions/026, 027, 070, 071)', () => {
  it('keep the ids the pages have always carried', () => {
    expect(PAGE_ISLANDS.envConfig.id).toBe(ENV_CONFIG_ELEMENT_ID);
    expect(PAGE_ISLANDS.catalogs.id).toBe(PAGE_CATALOGS_ELEMENT_ID);
    expect(PAGE_ISLANDS.queryData.id).toBe(PAGE_QUERY_DATA_ELEMENT_ID);
    expect(PAGE_ISLANDS.visitor.id).toBe(PAGE_VISITOR_ELEMENT_ID);
    expect([ENV_CONFIG_ELEMENT_ID, PAGE_CATALOGS_ELEMENT_ID, PAGE_QUERY_DATA_ELEMENT_ID, PAGE_VISITOR_ELEMENT_ID]).toEqual([
      'env-config',
      'page-catalogs',
      'page-query-data',
      'page-visitor',
    ]);
  });

  it('write the markup the server always wrote', () => {
    expect(pageIslandElement(PAGE_ISLANDS.visitor, 'signedIn')).toBe('<script type="application/json" id="page-visitor">"signedIn"</script>');
  });

  it('write only their own type (checked by the type check)', () => {
    // @ts-expect-error not a PageVisitor: the writer is typed by its island, as the reader's check is.
    expect(pageIslandElement(PAGE_ISLANDS.visitor, 'someone')).toContain('"someone"');
    // @ts-expect-error the catalogs without their locale
    expect(pageIslandElement(PAGE_ISLANDS.catalogs, { ids: [], messages: {} })).toContain('"ids"');
  });

  it('read back what their writer wrote, each island', () => {
    expect(parsePageIsland(PAGE_ISLANDS.envConfig, elementText(pageIslandElement(PAGE_ISLANDS.envConfig, env)))).toEqual(env);
    expect(parsePageIsland(PAGE_ISLANDS.catalogs, elementText(pageIslandElement(PAGE_ISLANDS.catalogs, catalogs)), 'es-US')).toEqual(catalogs);
    expect(parsePageIsland(PAGE_ISLANDS.queryData, elementText(pageIslandElement(PAGE_ISLANDS.queryData, dehydrated)))).toEqual(dehydrated);
    for (const visitor of ['signedIn', 'signedOut'] as const) {
      expect(parsePageIsland(PAGE_ISLANDS.visitor, elementText(pageIslandElement(PAGE_ISLANDS.visitor, visitor)))).toBe(visitor);
    }
  });

  it('keep markup out of the element: a value cannot close it or open a comment', () => {
    const hostile: PageCatalogs = { locale: 'es-US', ids: ['shell'], messages: { a: '</script><script>alert(1)</script><!-- & $&' } };
    const element = pageIslandElement(PAGE_ISLANDS.catalogs, hostile);
    const text = elementText(element) ?? '';
    expect(text).not.toMatch(/[<>&]/);
    expect(parsePageIsland(PAGE_ISLANDS.catalogs, text, 'es-US')).toEqual(hostile);
  });

  it('refuse what is absent, not JSON, or not their shape (the reader then falls back)', () => {
    expect(parsePageIsland(PAGE_ISLANDS.envConfig, null)).toBeNull();
    expect(parsePageIsland(PAGE_ISLANDS.envConfig, '')).toBeNull();
    expect(parsePageIsland(PAGE_ISLANDS.envConfig, '{"remotes":')).toBeNull();
    expect(parsePageIsland(PAGE_ISLANDS.envConfig, '[]')).toBeNull();
    expect(parsePageIsland(PAGE_ISLANDS.envConfig, 'null')).toBeNull();
    // The catalogs of another locale than the address's are not this page's (docs/decisions/027).
    expect(parsePageIsland(PAGE_ISLANDS.catalogs, JSON.stringify(catalogs), 'pt-BR')).toBeNull();
    expect(parsePageIsland(PAGE_ISLANDS.catalogs, '{"locale":"es-US","ids":"shell"}', 'es-US')).toBeNull();
    expect(parsePageIsland(PAGE_ISLANDS.catalogs, 'not json', 'es-US')).toBeNull();
    // Checked as far as react-query's hydrate needs to run; the answers are what the server's render wrote (decision 071).
    expect(parsePageIsland(PAGE_ISLANDS.queryData, '{"queries":"careers","mutations":[]}')).toBeNull();
    expect(parsePageIsland(PAGE_ISLANDS.queryData, '<script>')).toBeNull();
    expect(parsePageIsland(PAGE_ISLANDS.visitor, '"someone"')).toBeNull();
    expect(parsePageIsland(PAGE_ISLANDS.visitor, 'true')).toBeNull();
  });

  describe('readPageIsland (the browser)', () => {
    const elements = new Map<string, string>();
    beforeAll(() => {
      // The package's tests run in node: the one call the reader makes on the document.
      (globalThis as { document?: unknown }).document = {
        getElementById: (id: string) => (elements.has(id) ? { textContent: elements.get(id) } : null),
      };
    });
    afterAll(() => {
      delete (globalThis as { document?: unknown }).document;
    });
    afterEach(() => elements.clear());

    it('reads the island’s own element of the page', () => {
      elements.set('page-visitor', '"signedOut"');
      elements.set('page-catalogs', JSON.stringify(catalogs));
      expect(readPageIsland(PAGE_ISLANDS.visitor)).toBe('signedOut');
      expect(readPageIsland(PAGE_ISLANDS.catalogs, 'es-US')).toEqual(catalogs);
      expect(readPageIsland(PAGE_ISLANDS.envConfig)).toBeNull();
    });
  });

  it('readPageIsland gives null outside a browser (the server’s render is given its own values)', () => {
    expect(readPageIsland(PAGE_ISLANDS.visitor)).toBeNull();
  });
});
