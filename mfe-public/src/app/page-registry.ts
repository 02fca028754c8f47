import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemotePageProps, RouteIdOf } from 'shared-contracts';

type LazyPage = LazyExoticComponent<ComponentType<RemotePageProps>>;

// One chunk per feature: a visitor downloads the code and messages of the page they open, nothing more.
const HomePage = lazy(() => import('@/features/home/HomePage'));
const PaymentsPage = lazy(() => import('@/features/payments/PaymentsPage'));
const FaqPage = lazy(() => import('@/features/faq/FaqPage'));
const DealersPage = lazy(() => import('@/features/dealers/DealersPage'));
const DealersThankYouPage = lazy(() => import('@/features/dealers/DealersThankYouPage'));
const AboutPage = lazy(() => import('@/features/about/AboutPage'));
const CareersPage = lazy(() => import('@/features/careers/CareersPage'));
const ContactPage = lazy(() => import('@/features/contact/ContactPage'));
const ContactThankYouPage = lazy(() => import('@/features/contact/ContactThankYouPage'));
const SitemapPage = lazy(() => import('@/features/sitemap/SitemapPage'));
const LegalDocumentPage = lazy(() => import('@/features/legal/LegalDocumentPage'));
const LicensesPage = lazy(() => import('@/features/licenses/LicensesPage'));
const EnrollPage = lazy(() => import('@/features/account-access/EnrollPage'));
const VerifyEmailPage = lazy(() => import('@/features/account-access/VerifyEmailPage'));
const ResetPasswordPage = lazy(() => import('@/features/account-access/ResetPasswordPage'));
const ChangePasswordPage = lazy(() => import('@/features/account-access/ChangePasswordPage'));
const DesignPage = lazy(() => import('@/features/design/DesignPage'));

/** The component of every page mfe-public renders (spec 2.2, 2.3), by the shell's route id. */
export const PUBLIC_PAGES: Record<RouteIdOf<'public'>, LazyPage> = {
  index: HomePage,
  payments: PaymentsPage,
  faq: FaqPage,
  dealersFaq: FaqPage,
  dealers: DealersPage,
  dealersThankYou: DealersThankYouPage,
  about: AboutPage,
  careers: CareersPage,
  contact: ContactPage,
  contactThankYou: ContactThankYouPage,
  sitemap: SitemapPage,
  termsOfUse: LegalDocumentPage,
  onlinePrivacyPolicy: LegalDocumentPage,
  webAccessibility: LegalDocumentPage,
  smsPolicy: LegalDocumentPage,
  naturalDisasterAssistance: LegalDocumentPage,
  licenses: LicensesPage,
  enroll: EnrollPage,
  createAccount: EnrollPage,
  verifyEmail: VerifyEmailPage,
  resetPassword: ResetPasswordPage,
  changePassword: ChangePasswordPage,
  design: DesignPage,
};

export function isPublicRoute(routeId: string): routeId is RouteIdOf<'public'> {
  return Object.hasOwn(PUBLIC_PAGES, routeId);
}
