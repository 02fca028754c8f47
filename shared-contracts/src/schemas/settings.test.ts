import { preferencesRequestSchema, sessionIdParamsSchema, usPhoneDigits, usPhoneField } from './settings.js';

describe('the settings contract', () => {
  it('reads every common US way of writing a phone number, and nothing else', () => {
    for (const typed of ['(202) 555-0147', '202-555-0147', '202.555.0147', '202 555 0147', '2025550147', '+1 202 555 0147', '1-202-555-0147', '+1 (202) 555-0147']) {
      expect(usPhoneDigits(typed)).toBe('2025550147');
    }
    for (const typed of ['', '555-0147', '(102) 555-0147', '(202) 155-0147', '+44 20 7946 0958', '+2025550147', '202-555-01477', '202 555 0147 ext 2', 'phone']) {
      expect(usPhoneDigits(typed)).toBeNull();
    }
    expect(usPhoneField.safeParse(' (202) 555-0147 ').success).toBe(true);
    expect(usPhoneField.safeParse('9'.repeat(40)).success).toBe(false);
  });

  it('takes the three preferences, the consent optional, and nothing more', () => {
    expect(preferencesRequestSchema.safeParse({ paperless: true, textEnrolled: false, language: 'pt-BR', electronicConsent: true }).success).toBe(true);
    expect(preferencesRequestSchema.safeParse({ paperless: true, textEnrolled: false, language: 'fr-FR' }).success).toBe(false);
    expect(preferencesRequestSchema.safeParse({ paperless: 'yes', textEnrolled: false, language: 'en-US' }).success).toBe(false);
  });

  it('names a session by a UUID only', () => {
    expect(sessionIdParamsSchema.safeParse({ id: '0b6f3f5e-6a4e-4f0e-9a51-5f3c1d2e7a10' }).success).toBe(true);
    expect(sessionIdParamsSchema.safeParse({ id: '1' }).success).toBe(false);
  });
});
