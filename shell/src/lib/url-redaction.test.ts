import { hideTokens, isTokenPath, redactTokens } from '@/lib/url-redaction';

describe('redactTokens (spec 2.3 routes carry a secret)', () => {
  it('replaces the token of the verification and reset paths, in every locale', () => {
    expect(redactTokens('http://127.0.0.1:3000/reset-password-AbCdEfGhIjKlMnOpQr_-12?x=1')).toBe('http://127.0.0.1:3000/reset-password-{token}?x=1');
    expect(redactTokens('/es/verify-email-AbCdEfGhIjKlMnOpQr')).toBe('/es/verify-email-{token}');
    expect(redactTokens('/pt/reset-password-AbCdEfGhIjKlMnOpQr#top')).toBe('/pt/reset-password-{token}#top');
  });

  it('leaves other addresses alone', () => {
    expect(redactTokens('http://127.0.0.1:3000/es/faq?forgot-password=true')).toBe('http://127.0.0.1:3000/es/faq?forgot-password=true');
    expect(redactTokens('')).toBe('');
  });
});

describe('isTokenPath and hideTokens (docs/decisions/053: the token out of the address bar)', () => {
  it('knows the tokenised paths in every locale, and only those', () => {
    expect(isTokenPath('/reset-password-AbCdEfGhIjKlMnOpQr')).toBe(true);
    expect(isTokenPath('/es/verify-email-AbCdEfGhIjKlMnOpQr')).toBe(true);
    expect(isTokenPath('/pt/reset-password-opened')).toBe(true);
    expect(isTokenPath('/reset-password-')).toBe(false);
    expect(isTokenPath('/faq')).toBe(false);
    expect(isTokenPath('/es/faq/reset-password-abc')).toBe(false);
  });

  it('puts the hidden segment in place of the token, keeping the locale, the query and the fragment', () => {
    expect(hideTokens('http://127.0.0.1:3000/es/reset-password-AbCdEfGhIjKlMnOpQr_-12?x=1#top')).toBe('http://127.0.0.1:3000/es/reset-password-opened?x=1#top');
    expect(hideTokens('/verify-email-AbCdEfGhIjKlMnOpQr')).toBe('/verify-email-opened');
    expect(hideTokens('/faq')).toBe('/faq');
  });
});
