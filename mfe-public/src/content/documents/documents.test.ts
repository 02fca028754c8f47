import { COMPANY, FOOTER_DOCUMENTS, LOCALES } from 'shared-contracts';
import { FOOTER_DOCUMENT_CONTENT } from '@/content/documents';
import { splitLeadIn } from '@/content/documents/lead-in';
import { allText, isWinAnsi } from '@/content/documents/document-text';
import { expectTranslatedSections } from '@/content/documents/document-test-utils';

const TRANSLATIONS = LOCALES.filter((locale) => locale !== 'en-US');

// Words that would betray an untranslated title or heading (not “California”, which is a name).
const ENGLISH_WORDS = /\b(the|and|of|your|our|we|you|privacy|notice|consent|agreement|electronic|information|rights|how|what|why|who)\b/i;

describe.each(FOOTER_DOCUMENTS)('footer document %s', (name) => {
  const localized = FOOTER_DOCUMENT_CONTENT[name];
  const english = localized['en-US'];

  it('exists in every locale, with the same date', () => {
    expect(Object.keys(localized).sort()).toEqual([...LOCALES].sort());
    expect(english.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(`${english.updated}T00:00:00Z`))).toBe(false);
    for (const locale of LOCALES) expect(localized[locale].updated).toBe(english.updated);
  });

  it.each(LOCALES)('has no empty text in %s', (locale) => {
    const document = localized[locale];
    expect(document.sections.length).toBeGreaterThan(0);
    for (const section of document.sections) {
      expect(section.paragraphs.length + (section.bullets?.length ?? 0) + (section.table ? 1 : 0)).toBeGreaterThan(0);
    }
    for (const text of allText(document)) {
      expect(text.trim()).not.toBe('');
      expect(text).toBe(text.trim());
      expect(text).not.toMatch(/lorem|ipsum|TODO|TBD|\[[A-Z ]+\]|\$\{/);
    }
  });

  it.each(LOCALES)('quotes the support phone number in %s', (locale) => {
    expect(allText(localized[locale]).join('\n')).toContain(COMPANY.supportPhone.display);
  });

  it.each(LOCALES)('uses only characters the standard PDF fonts can print in %s', (locale) => {
    const unprintable = [...new Set([...allText(localized[locale]).join('')])].filter((character) => !isWinAnsi(character));
    expect(unprintable).toEqual([]);
  });

  it.each(TRANSLATIONS)('is translated section by section in %s', (locale) => {
    const translation = localized[locale];
    expectTranslatedSections(english, translation, ENGLISH_WORDS);
    english.sections.forEach((section, index) => {
      translation.sections[index]!.table?.columns.forEach((column, columnIndex) => {
        expect(column).not.toBe(section.table!.columns[columnIndex]);
      });
    });
  });

  it('gives every table row one cell per column', () => {
    for (const locale of LOCALES) {
      for (const { table } of localized[locale].sections) {
        for (const row of table?.rows ?? []) expect(row).toHaveLength(table!.columns.length);
      }
    }
  });

  it.each(TRANSLATIONS)('has a translated title and says that the English version controls in %s', (locale) => {
    const translation = localized[locale];
    expect(translation.title).not.toBe(english.title);
    expect(translation.title).not.toMatch(ENGLISH_WORDS);
    expect(translation.translationNote).toMatch(locale === 'es-US' ? /inglés/ : /inglês/);
  });

  it('has no translation note in English', () => {
    expect(english.translationNote).toBeUndefined();
  });
});

describe('splitLeadIn', () => {
  it('finds a short label or a leading question, and nothing in an ordinary sentence', () => {
    expect(splitLeadIn('Affiliates: companies related by common ownership.')).toEqual({ lead: 'Affiliates:', rest: 'companies related by common ownership.' });
    expect(splitLeadIn('¿Por qué no puedo limitar todo? La ley federal…')).toEqual({ lead: '¿Por qué no puedo limitar todo?', rest: 'La ley federal…' });
    expect(splitLeadIn('Call us toll-free at (888) 555-0142. You do not need to give a reason.')).toBeNull();
    expect(splitLeadIn('This information can include:')).toBeNull();
  });
});
