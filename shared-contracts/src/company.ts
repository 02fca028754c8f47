import type { Locale } from './locales.js';

/** Facts about the company shown across the site (header, footer, dialogs, titles). */
export const COMPANY = {
  name: 'Roadbridge Auto Finance',
  /** Spec 2.12 / 2.13: an 888 customer-support number. */
  supportPhone: { display: '(888) 555-0142', tel: '+18885550142' },
  dealerLoginUrl: 'https://dealers.roadbridgeauto.example/login',
  /** Where customers write to us (letters, documents). Not for payments: /payments has the payment address. */
  correspondenceAddress: ['Roadbridge Auto Finance', 'Attn: Customer Support', 'P.O. Box 650142', 'Dallas, TX 75265-0142'],
  /** Spec 2.9: the licensing registry (NMLS Consumer Access lists licensed consumer lenders). */
  licensingRegistryUrl: 'https://www.nmlsconsumeraccess.org/',
} as const;

export const SOCIAL_LINKS = [
  { id: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/roadbridgeautofinance' },
  { id: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/roadbridge-auto-finance' },
  { id: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/roadbridgeautofinance' },
  { id: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@roadbridgeautofinance' },
  { id: 'vimeo', label: 'Vimeo', url: 'https://vimeo.com/roadbridgeautofinance' },
] as const;

export type SocialId = (typeof SOCIAL_LINKS)[number]['id'];

/** Spec 2.9: the three footer PDFs, one file per locale. */
export const FOOTER_DOCUMENTS = ['privacy-notice', 'california-privacy-notice', 'electronic-consent-agreement'] as const;
export type FooterDocument = (typeof FOOTER_DOCUMENTS)[number];

/** Served by the server from mfe-public's build (mfe-public/scripts/build-documents.ts). */
export const DOCUMENTS_BASE_PATH = '/documents';
export const documentPath = (document: FooterDocument, locale: Locale) => `${DOCUMENTS_BASE_PATH}/${locale}/${document}.pdf`;
