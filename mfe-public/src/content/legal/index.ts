import type { LocalizedDocument } from '@/content/documents/types';

/** The routes rendered by features/legal/LegalDocumentPage (spec 2.2), one document each. */
export const LEGAL_DOCUMENT_ROUTES = ['termsOfUse', 'onlinePrivacyPolicy', 'webAccessibility', 'smsPolicy', 'naturalDisasterAssistance'] as const;
export type LegalDocumentRoute = (typeof LEGAL_DOCUMENT_ROUTES)[number];

export function isLegalDocumentRoute(routeId: string): routeId is LegalDocumentRoute {
  return (LEGAL_DOCUMENT_ROUTES as readonly string[]).includes(routeId);
}

/**
 * One dynamic import per document: each becomes its own chunk, so a visitor who opens the terms of use
 * does not download the privacy policy. A document carries its three languages (the translations follow
 * the English section by section; splitting them would save little and lose that check in one place).
 */
const LOADERS: Record<LegalDocumentRoute, () => Promise<LocalizedDocument>> = {
  termsOfUse: () => import(/* webpackChunkName: "legal-terms-of-use" */ './terms-of-use').then((module) => module.TERMS_OF_USE),
  onlinePrivacyPolicy: () =>
    import(/* webpackChunkName: "legal-online-privacy-policy" */ './online-privacy-policy').then((module) => module.ONLINE_PRIVACY_POLICY),
  webAccessibility: () => import(/* webpackChunkName: "legal-web-accessibility" */ './web-accessibility').then((module) => module.WEB_ACCESSIBILITY),
  smsPolicy: () => import(/* webpackChunkName: "legal-sms-policy" */ './sms-policy').then((module) => module.SMS_POLICY),
  naturalDisasterAssistance: () =>
    import(/* webpackChunkName: "legal-natural-disaster-assistance" */ './natural-disaster-assistance').then(
      (module) => module.NATURAL_DISASTER_ASSISTANCE,
    ),
};

const pending = new Map<LegalDocumentRoute, Promise<LocalizedDocument>>();

/**
 * The document of a route, one stable promise per document (React's `use()` suspends on it); a failed load
 * is forgotten so that the next render tries again (the shell's chunk-failure reload handles the rest).
 */
export function loadLegalDocument(route: LegalDocumentRoute): Promise<LocalizedDocument> {
  let promise = pending.get(route);
  if (!promise) {
    promise = LOADERS[route]();
    promise.catch(() => pending.delete(route));
    pending.set(route, promise);
  }
  return promise;
}
