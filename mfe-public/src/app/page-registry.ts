import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemotePageProps, RouteIdOf } from 'shared-contracts';

type LazyPage = LazyExoticComponent<ComponentType<RemotePageProps>>;

// One chunk per page: a visitor downloads the code and messages of the page they open, nothing more. Each route's
// import is named `route-<route id>` (the same page under two routes is two names for the same code): the build
// lists each name's files in the manifest (`routeChunks`, tooling/remote-manifest-plugin.cjs), so the server's page
// preloads the chunk its route hydrates with (docs/decisions/040).
/** The component of every page mfe-public renders (spec 2.2, 2.3), by the shell's route id. */
export const PUBLIC_PAGES: Record<RouteIdOf<'public'>, LazyPage> = {
  index: lazy(() => import(/* webpackChunkName: "route-index" */ '@/features/home/HomePage')),
  payments: lazy(() => import(/* webpackChunkName: "route-payments" */ '@/features/payments/PaymentsPage')),
  faq: lazy(() => import(/* webpackChunkName: "route-faq" */ '@/features/faq/FaqPage')),
  dealersFaq: lazy(() => import(/* webpackChunkName: "route-dealersFaq" */ '@/features/faq/FaqPage')),
  dealers: lazy(() => import(/* webpackChunkName: "route-dealers" */ '@/features/dealers/DealersPage')),
  dealersThankYou: lazy(() => import(/* webpackChunkName: "route-dealersThankYou" */ '@/features/dealers/DealersThankYouPage')),
  about: lazy(() => import(/* webpackChunkName: "route-about" */ '@/features/about/AboutPage')),
  careers: lazy(() => import(/* webpackChunkName: "route-careers" */ '@/features/careers/CareersPage')),
  contact: lazy(() => import(/* webpackChunkName: "route-contact" */ '@/features/contact/ContactPage')),
  contactThankYou: lazy(() => import(/* webpackChunkName: "route-contactThankYou" */ '@/features/contact/ContactThankYouPage')),
  sitemap: lazy(() => import(/* webpackChunkName: "route-sitemap" */ '@/features/sitemap/SitemapPage')),
  termsOfUse: lazy(() => import(/* webpackChunkName: "route-termsOfUse" */ '@/features/legal/LegalDocumentPage')),
  onlinePrivacyPolicy: lazy(() => import(/* webpackChunkName: "route-onlinePrivacyPolicy" */ '@/features/legal/LegalDocumentPage')),
  webAccessibility: lazy(() => import(/* webpackChunkName: "route-webAccessibility" */ '@/features/legal/LegalDocumentPage')),
  smsPolicy: lazy(() => import(/* webpackChunkName: "route-smsPolicy" */ '@/features/legal/LegalDocumentPage')),
  naturalDisasterAssistance: lazy(() => import(/* webpackChunkName: "route-naturalDisasterAssistance" */ '@/features/legal/LegalDocumentPage')),
  licenses: lazy(() => import(/* webpackChunkName: "route-licenses" */ '@/features/licenses/LicensesPage')),
  enroll: lazy(() => import(/* webpackChunkName: "route-enroll" */ '@/features/account-access/EnrollPage')),
  createAccount: lazy(() => import(/* webpackChunkName: "route-createAccount" */ '@/features/account-access/EnrollPage')),
  verifyEmail: lazy(() => import(/* webpackChunkName: "route-verifyEmail" */ '@/features/account-access/VerifyEmailPage')),
  resetPassword: lazy(() => import(/* webpackChunkName: "route-resetPassword" */ '@/features/account-access/ResetPasswordPage')),
  changePassword: lazy(() => import(/* webpackChunkName: "route-changePassword" */ '@/features/account-access/ChangePasswordPage')),
  design: lazy(() => import(/* webpackChunkName: "route-design" */ '@/features/design/DesignPage')),
};

export function isPublicRoute(routeId: string): routeId is RouteIdOf<'public'> {
  return Object.hasOwn(PUBLIC_PAGES, routeId);
}
