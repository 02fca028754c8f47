import { setupI18n } from '@lingui/core';
import { collectCatalogs, createCatalogLoader, loadCatalogOnce, primeCatalogs, type CatalogLoaders } from './catalog-loader.js';

// The module keeps what was primed (it is one shared singleton in a page): each test uses its own catalog ids.
function loadersCounting(calls: string[], id: string): CatalogLoaders {
  const catalog = (locale: string) => async () => {
    calls.push(`${id} ${locale}`);
    return { messages: { [`${id}.title`]: `${id} in ${locale}` } };
  };
  return { 'en-US': catalog('en-US'), 'es-US': catalog('es-US'), 'pt-BR': catalog('pt-BR') };
}

describe('page catalogs (docs/decisions/027: the page carries the catalogs its server render used)', () => {
  it('collects every catalog a render asks for, the loaded ones included, in the render’s locale', async () => {
    const i18n = setupI18n();
    const calls: string[] = [];
    const loadFaq = createCatalogLoader(i18n, 'test-collect/faq', loadersCounting(calls, 'faq'));
    await loadFaq('es-US');

    const render = collectCatalogs();
    await loadFaq('es-US');
    await loadCatalogOnce('test-collect/shell', 'es-US', async () => ({ 'shell.title': 'Marco' }));
    const catalogs = await render.finish('es-US');

    expect(catalogs).toEqual({
      locale: 'es-US',
      ids: ['test-collect/faq', 'test-collect/shell'],
      messages: { 'faq.title': 'faq in es-US', 'shell.title': 'Marco' },
    });
    // The catalog was fetched once; the render found it loaded and still counted it.
    expect(calls).toEqual(['faq es-US']);
    // A loader asked after the render finished is not counted in it.
    const next = collectCatalogs();
    expect((await next.finish('es-US')).ids).toEqual([]);
  });

  it('in the browser, a primed catalog answers at once (React’s use() does not suspend) and is not fetched', async () => {
    const i18n = setupI18n();
    const calls: string[] = [];
    primeCatalogs(i18n, { locale: 'pt-BR', ids: ['test-prime/faq'], messages: { 'faq.title': 'Perguntas' } });
    const loadFaq = createCatalogLoader(i18n, 'test-prime/faq', loadersCounting(calls, 'faq'));

    const loaded = loadFaq('pt-BR') as Promise<void> & { status?: string };
    expect(loaded.status).toBe('fulfilled');
    expect(loadFaq('pt-BR')).toBe(loaded);
    i18n.activate('pt-BR');
    expect(i18n._('faq.title')).toBe('Perguntas');
    // Another locale was not in the page: fetched as before.
    await loadFaq('es-US');
    expect(calls).toEqual(['faq es-US']);
    expect(await loadCatalogOnce('test-prime/faq', 'pt-BR', async () => ({ never: 'read' }))).toEqual({});
  });
});
