import type { LegalDocument } from './types';

/** Every string of a document, in reading order. */
export function allText(document: LegalDocument): string[] {
  return [
    document.title,
    document.translationNote ?? '',
    document.intro ?? '',
    ...document.sections.flatMap((section) => [
      section.heading,
      ...section.paragraphs,
      ...(section.bullets ?? []),
      ...(section.table ? [...section.table.columns, ...section.table.rows.flat()] : []),
    ]),
  ].filter((text) => text !== '');
}

// The standard PDF fonts (Helvetica) use WinAnsiEncoding: Latin-1 plus the Windows-1252 extras
// (curly quotes, dashes, bullet, euro, trademark). A character outside it would print as a blank.
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/** Whether the PDFs' standard fonts can print the character (the pages and the PDFs share text sources). */
export function isWinAnsi(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.includes(character);
}
