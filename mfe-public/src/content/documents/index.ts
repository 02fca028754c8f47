import { CALIFORNIA_PRIVACY_NOTICE } from './california-privacy-notice';
import { ELECTRONIC_CONSENT_AGREEMENT } from './electronic-consent-agreement';
import { PRIVACY_NOTICE } from './privacy-notice';
import type { DocumentLibrary } from './types';

export type { DocumentLibrary, DocumentSection, DocumentTable, LegalDocument, LocalizedDocument } from './types';

/**
 * The text of the footer documents (shared-contracts FOOTER_DOCUMENTS), one entry per document and
 * locale. scripts/build-documents.ts turns each into `dist/documents/<locale>/<document>.pdf`.
 */
export const FOOTER_DOCUMENT_CONTENT: DocumentLibrary = {
  'privacy-notice': PRIVACY_NOTICE,
  'california-privacy-notice': CALIFORNIA_PRIVACY_NOTICE,
  'electronic-consent-agreement': ELECTRONIC_CONSENT_AGREEMENT,
};
