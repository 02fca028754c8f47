import { MAX_URL_LENGTH, parseRequestTarget } from './request-target.js';

describe('parseRequestTarget', () => {
  it('splits and decodes a normal address', () => {
    expect(parseRequestTarget('/es/caf%C3%A9?x=%20y')).toEqual({ ok: true, pathname: '/es/café', search: '?x=%20y' });
  });

  it('keeps encoded slashes and question marks encoded', () => {
    expect(parseRequestTarget('/es%2Ffaq%3Fx')).toEqual({ ok: true, pathname: '/es%2Ffaq%3Fx', search: '' });
  });

  it.each([
    ['/%E0%A4%A', 400],
    ['/faq%00', 400],
    ['/faq%7F', 400],
    ['/faq%0A', 400],
    ['/faq%C2%85', 400],
    ['faq', 400],
    ['http://example.com/faq', 400],
    [`/${'a'.repeat(2048)}`, 414],
    [`/?${'a'.repeat(MAX_URL_LENGTH)}`, 414],
  ])('refuses %s with %i', (url, statusCode) => {
    expect(parseRequestTarget(url)).toMatchObject({ ok: false, statusCode });
  });

  it('takes a path of exactly the limit', () => {
    expect(parseRequestTarget(`/${'a'.repeat(2047)}`).ok).toBe(true);
  });
});
