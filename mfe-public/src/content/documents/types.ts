import type { FooterDocument, Locale } from 'shared-contracts';

/**
 * The text of a legal document, in one language. Plain data: the PDF generator
 * (scripts/build-documents.ts) and the public pages render the same structure, so it holds no markup,
 * no React and no Lingui macros; the locale is the key of {@link LocalizedDocument}.
 */
export interface LegalDocument {
  title: string;
  /** ISO date (YYYY-MM-DD) of the last change; the same in every language of one document. */
  updated: string;
  /**
   * Translations only: one line saying that the English version controls if the two differ.
   * Absent from the English text.
   */
  translationNote?: string;
  intro?: string;
  sections: DocumentSection[];
}

export interface DocumentSection {
  heading: string;
  paragraphs: string[];
  /** A list shown after the paragraphs. */
  bullets?: string[];
  /** A table shown after the paragraphs and bullets; every row has one cell per column. */
  table?: DocumentTable;
}

export interface DocumentTable {
  columns: string[];
  rows: string[][];
}

/** One document in every locale of the site; the translations follow the English section by section. */
export type LocalizedDocument = Record<Locale, LegalDocument>;

export type DocumentLibrary = Record<FooterDocument, LocalizedDocument>;
