import type { LegalDocument } from '@/content/documents/types';

/**
 * A translation of a document (a footer PDF, a legal page) section by section: as many sections, paragraphs,
 * bullets and table cells as the English, and every heading translated (none equal to the English one, none with
 * a word of `englishWords`, which would betray an untranslated heading).
 */
export function expectTranslatedSections(english: LegalDocument, translation: LegalDocument, englishWords: RegExp): void {
  expect(translation.sections).toHaveLength(english.sections.length);
  expect(Boolean(translation.intro)).toBe(Boolean(english.intro));
  english.sections.forEach((section, index) => {
    const translated = translation.sections[index]!;
    expect(translated.paragraphs).toHaveLength(section.paragraphs.length);
    expect(translated.bullets?.length).toBe(section.bullets?.length);
    expect(translated.table?.columns.length).toBe(section.table?.columns.length);
    expect(translated.table?.rows.length).toBe(section.table?.rows.length);
    expect(translated.heading).not.toBe(section.heading);
    expect(translated.heading).not.toMatch(englishWords);
  });
}
