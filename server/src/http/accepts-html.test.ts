import { acceptsHtml } from './accepts-html.js';

describe('acceptsHtml', () => {
  it.each([
    [undefined, true],
    ['', true],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', true],
    ['*/*', true],
    ['text/*', true],
    ['TEXT/HTML', true],
    ['application/json', false],
    ['application/json, text/plain', false],
    ['text/html;q=0, application/json', false],
    ['image/avif,image/webp,*/*;q=0.8', true],
  ])('%s → %s', (accept, expected) => {
    expect(acceptsHtml(accept)).toBe(expected);
  });
});
