import { ANALYTICS_PATH_PREFIX, COMPANY, LOCALES, ROUTE_TITLES } from 'shared-contracts';
import type { LocalizedDocument } from '@/content/documents/types';
import { LEGAL_DOCUMENT_ROUTES, isLegalDocumentRoute, loadLegalDocument, type LegalDocumentRoute } from '@/content/legal';
import { sectionIds } from '@/features/legal/section-ids';
import { allText, isWinAnsi } from '@/content/documents/document-text';
import { expectTranslatedSections } from '@/content/documents/document-test-utils';

const TRANSLATIONS = LOCALES.filter((locale) => locale !== 'en-US');

// Words that would betray an untranslated title or heading.
const ENGLISH_WORDS = /\b(the|and|of|your|our|we|you|terms|use|privacy|policy|notice|accessibility|text|message|help|how|what|who|when|rights|changes|contact)\b/i;

/** Realistic length: a bare page of three headings is not a legal document. */
const SECTION_RANGE: Record<LegalDocumentRoute, [number, number]> = {
  termsOfUse: [12, 16],
  onlinePrivacyPolicy: [10, 14],
  webAccessibility: [6, 12],
  smsPolicy: [8, 14],
  naturalDisasterAssistance: [6, 12],
};

const documents = new Map<LegalDocumentRoute, LocalizedDocument>();
beforeAll(async () => {
  for (const route of LEGAL_DOCUMENT_ROUTES) documents.set(route, await loadLegalDocument(route));
});
const documentOf = (route: LegalDocumentRoute) => documents.get(route)!;
const englishText = (route: LegalDocumentRoute) => allText(documentOf(route)['en-US']).join('\n');

describe.each(LEGAL_DOCUMENT_ROUTES)('legal document of the route %s', (route) => {
  it('is a public route with a title, and loads in every locale with one date', () => {
    expect(isLegalDocumentRoute(route)).toBe(true);
    expect(ROUTE_TITLES[route]).toBeDefined();
    const localized = documentOf(route);
    expect(Object.keys(localized).sort()).toEqual([...LOCALES].sort());
    const { updated } = localized['en-US'];
    expect(updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(`${updated}T00:00:00Z`))).toBe(false);
    for (const locale of LOCALES) expect(localized[locale].updated).toBe(updated);
  });

  it('has a realistic number of sections', () => {
    const [min, max] = SECTION_RANGE[route];
    const count = documentOf(route)['en-US'].sections.length;
    expect(count).toBeGreaterThanOrEqual(min);
    expect(count).toBeLessThanOrEqual(max);
  });

  it.each(LOCALES)('has no empty or placeholder text in %s', (locale) => {
    const document = documentOf(route)[locale];
    for (const section of document.sections) {
      expect(section.paragraphs.length + (section.bullets?.length ?? 0) + (section.table ? 1 : 0)).toBeGreaterThan(0);
    }
    for (const text of allText(document)) {
      expect(text.trim()).not.toBe('');
      expect(text).toBe(text.trim());
      // Case matters: Spanish and Portuguese “todo” is a word, “TODO” a placeholder.
      expect(text).not.toMatch(/\b(TODO|TBD|XXX)\b|\[[A-Z ]+\]|\$\{|\bundefined\b|\{\w+\}/);
      expect(text).not.toMatch(/lorem|ipsum|coming soon/i);
    }
  });

  it.each(LOCALES)('gives every section a distinct anchor in %s', (locale) => {
    const ids = sectionIds(documentOf(route)[locale].sections.map((section) => section.heading));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(LOCALES)('quotes the support phone number in %s', (locale) => {
    expect(allText(documentOf(route)[locale]).join('\n')).toContain(COMPANY.supportPhone.display);
  });

  it.each(LOCALES)('uses only characters the standard PDF fonts can print in %s', (locale) => {
    const unprintable = [...new Set([...allText(documentOf(route)[locale]).join('')])].filter((character) => !isWinAnsi(character));
    expect(unprintable).toEqual([]);
  });

  it('gives every table row one cell per column', () => {
    for (const locale of LOCALES) {
      for (const { table } of documentOf(route)[locale].sections) {
        for (const row of table?.rows ?? []) expect(row).toHaveLength(table!.columns.length);
      }
    }
  });

  it.each(TRANSLATIONS)('is translated section by section in %s', (locale) => {
    const english = documentOf(route)['en-US'];
    const translation = documentOf(route)[locale];
    expectTranslatedSections(english, translation, ENGLISH_WORDS);
    expect(translation.intro).not.toBe(english.intro);
    english.sections.forEach((section, index) => {
      const translated = translation.sections[index]!;
      translated.paragraphs.forEach((paragraph, paragraphIndex) => expect(paragraph).not.toBe(section.paragraphs[paragraphIndex]));
      translated.bullets?.forEach((bullet, bulletIndex) => expect(bullet).not.toBe(section.bullets![bulletIndex]));
    });
  });

  it.each(TRANSLATIONS)('has a translated title and says that the English version controls in %s', (locale) => {
    const english = documentOf(route)['en-US'];
    const translation = documentOf(route)[locale];
    expect(translation.title).not.toBe(english.title);
    expect(translation.title).not.toMatch(ENGLISH_WORDS);
    expect(translation.translationNote).toMatch(locale === 'es-US' ? /versión en inglés/ : /versão em inglês/);
  });

  it('has no translation note in English', () => {
    expect(documentOf(route)['en-US'].translationNote).toBeUndefined();
  });
});

describe('what each document must say', () => {
  it('the privacy policy covers cookies, analytics through our own domain, chat, choices, California, children, security and contact', () => {
    const text = englishText('onlinePrivacyPolicy');
    for (const topic of [/cookie/i, ANALYTICS_PATH_PREFIX, /chat/i, /Global Privacy Control/, /California Privacy Notice/, /children under 13/, /encrypted/, /privacy@/]) {
      expect(text).toMatch(topic);
    }
    expect(documentOf('onlinePrivacyPolicy')['en-US'].sections.some((section) => section.table)).toBe(true);
  });

  it('the accessibility statement commits to WCAG 2.2 AA and says how to report a barrier and when we answer', () => {
    const text = englishText('webAccessibility');
    expect(text).toMatch(/WCAG\) 2\.2 at Level AA/);
    expect(text).toMatch(/accessibility@/);
    expect(text).toMatch(/Contact us page/);
    expect(text).toMatch(/within two business days/);
  });

  it('the text message policy has the disclosures the carriers ask for', () => {
    const text = englishText('smsPolicy');
    for (const disclosure of ['Msg & data rates may apply', 'Reply STOP', 'Reply HELP', 'not liable for delayed or undelivered messages', 'Message frequency varies']) {
      expect(text).toContain(disclosure);
    }
  });

  it('the disaster assistance page names its options and points to FEMA as plain text', () => {
    const text = englishText('naturalDisasterAssistance');
    for (const option of ['Payment deferral', 'Loan extension', 'Due date change', 'Late fee waiver', 'total loss', 'FEMA', 'DisasterAssistance.gov']) {
      expect(text).toContain(option);
    }
    expect(text).not.toMatch(/https?:\/\//);
  });
});
