import { redactTokens } from '@/lib/url-redaction';

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
