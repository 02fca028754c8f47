import { parsePageQueryData } from './page-json.js';

describe('parsePageQueryData (docs/decisions/027: the answers a server render read, for the browser’s query cache)', () => {
  const dehydrated = {
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

  it('keeps every field react-query wrote, the answers first of all', () => {
    expect(parsePageQueryData(JSON.stringify(dehydrated))).toEqual(dehydrated);
  });

  it('refuses what is not a dehydrated cache', () => {
    // Checked as far as react-query's hydrate needs to run; the answers are what the server's render wrote (decision 071).
    expect(parsePageQueryData('{"queries":"careers","mutations":[]}')).toBeNull();
    expect(parsePageQueryData('<script>')).toBeNull();
  });
});
