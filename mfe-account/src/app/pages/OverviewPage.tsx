import { use } from 'react';
import { SimpleGrid, Stack } from '@chakra-ui/react';
import type { RemotePageProps } from 'shared-contracts';
import { PageBody, PageHeader } from 'shared-ui';
import { AccountNotices } from '@/features/overview/components/AccountNotices';
import { AccountSummary } from '@/features/overview/components/AccountSummary';
import { Greeting } from '@/features/overview/components/Greeting';
import { OverviewPrompts } from '@/features/overview/components/OverviewPrompts';
import { PayoffPlanner } from '@/features/overview/components/PayoffPlanner';
import { PayoffQuotePanel } from '@/features/overview/components/PayoffQuotePanel';
import { QuickActions } from '@/features/overview/components/QuickActions';
import { UnreadMessages } from '@/features/overview/components/UnreadMessages';
import { usePayoffWindow } from '@/features/overview/hooks/usePayoffWindow';
import { loadOverviewCatalog } from '@/features/overview/i18n';
import { ScheduledPayments } from '@/features/payments/components/ScheduledPayments';
import { loadPaymentsCatalog } from '@/features/payments/i18n';

/**
 * My account (spec 2.4 `/account`, the target after a successful login). Composed here, above the feature
 * folders, because it shows the payments feature's scheduled payments (with their Cancel) beside the overview's
 * own sections; each feature keeps its own catalog, so both are loaded.
 */
export default function OverviewPage({ locale, shell }: RemotePageProps) {
  use(loadOverviewCatalog(locale));
  use(loadPaymentsCatalog(locale));
  const payoffWindow = usePayoffWindow();
  return (
    <>
      {/* The h1 is the route's title, as the document title (spec 2.7); the greeting is its intro. */}
      <PageHeader routeId="account" intro={<Greeting />} />
      <PageBody>
        <AccountNotices />
        <OverviewPrompts locale={locale} />
        <Stack gap={{ base: '12', md: '16' }}>
          <AccountSummary locale={locale} today={payoffWindow.earliest} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '12', md: '10' }}>
            <QuickActions locale={locale} />
            <UnreadMessages locale={locale} />
          </SimpleGrid>
          <ScheduledPayments locale={locale} shell={shell} />
          <PayoffQuotePanel locale={locale} dateWindow={payoffWindow} />
          <PayoffPlanner locale={locale} />
        </Stack>
      </PageBody>
    </>
  );
}
