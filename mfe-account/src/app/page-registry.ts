import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemotePageProps, RouteIdOf } from 'shared-contracts';

type LazyPage = LazyExoticComponent<ComponentType<RemotePageProps>>;

// One chunk per feature, each with its own catalog: a customer downloads the page they open, nothing more.
const OverviewPage = lazy(() => import('@/app/pages/OverviewPage'));
const StatementsPage = lazy(() => import('@/features/statements/StatementsPage'));
const HistoryPage = lazy(() => import('@/features/history/HistoryPage'));
const PaymentPage = lazy(() => import('@/features/payments/PaymentsPage'));
const SettingsPage = lazy(() => import('@/features/settings/SettingsPage'));
const MessagingPage = lazy(() => import('@/features/messaging/MessagingPage'));
const DueDatePage = lazy(() => import('@/features/due-date/DueDatePage'));
const DueDateConfirmationPage = lazy(() => import('@/features/due-date/DueDateConfirmationPage'));

/** The component of every signed-in page (spec 2.4), by the shell's route id. */
export const ACCOUNT_PAGES: Record<RouteIdOf<'account'>, LazyPage> = {
  account: OverviewPage,
  accountStatements: StatementsPage,
  accountHistory: HistoryPage,
  accountSettings: SettingsPage,
  accountMessaging: MessagingPage,
  accountDueDate: DueDatePage,
  accountDueDateConfirmation: DueDateConfirmationPage,
  // Spec 2.4: /payments once signed in (the shell picks this remote by the route's signedInRemote).
  payments: PaymentPage,
};

export const isAccountRoute = (routeId: string): routeId is RouteIdOf<'account'> => Object.hasOwn(ACCOUNT_PAGES, routeId);
