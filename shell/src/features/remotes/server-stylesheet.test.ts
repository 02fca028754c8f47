import { serverRenderedStylesheet } from './server-stylesheet';

describe("the server's stylesheet link is reused, not doubled (docs/decisions/060)", () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("hands the runtime the server's link to the same file, written as a path", () => {
    document.head.innerHTML =
      '<link rel="preload" href="/remotes/mfe-public/static/css/1.abc.css" as="style">' +
      '<link rel="stylesheet" href="/remotes/mfe-public/static/css/1.abc.css" data-href="static/css/1.abc.css">';
    const link = serverRenderedStylesheet(`${window.location.origin}/remotes/mfe-public/static/css/1.abc.css`, { rel: 'stylesheet', type: 'text/css' });
    expect(link?.getAttribute('data-href')).toBe('static/css/1.abc.css');
  });

  it('finds nothing for another file, for a preload, or without a link (the runtime then adds its own)', () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/remotes/mfe-public/static/css/1.abc.css">';
    const origin = window.location.origin;
    expect(serverRenderedStylesheet(`${origin}/remotes/mfe-public/static/css/2.def.css`, { rel: 'stylesheet' })).toBeUndefined();
    expect(serverRenderedStylesheet(`${origin}/remotes/mfe-public/static/css/1.abc.css`, { rel: 'preload', as: 'style' })).toBeUndefined();
    document.head.innerHTML = '';
    expect(serverRenderedStylesheet(`${origin}/remotes/mfe-public/static/css/1.abc.css`, { rel: 'stylesheet' })).toBeUndefined();
  });
});
