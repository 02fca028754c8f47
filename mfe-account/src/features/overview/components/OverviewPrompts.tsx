import { useEffect, useRef } from 'react';
import { Box, Button, SimpleGrid } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { ACCOUNT_FIELDS, COMPANY, localizePath, pathOf, type Locale } from 'shared-contracts';
import { AppOfferCard, PaperlessOfferCard } from 'shared-ui';
import { usePromptFlags, type PromptFlag } from 'shared-ui/chakra-free';
import { useAccountDetails } from '@/api/get-account-details';

/**
 * The app and paperless prompts of spec 3 ('download-app-shown', 'paperless-shown'). Paperless is offered only
 * to a customer billed on paper (billing method P). A dismissed prompt is gone for good, and the focus moves to
 * the prompt left, or to this area, so the keyboard goes on from where the customer was.
 */
export function OverviewPrompts({ locale }: { locale: Locale }) {
  const { isShown, markDone } = usePromptFlags();
  const details = useAccountDetails();
  const area = useRef<HTMLDivElement>(null);
  const focusAfterDismiss = useRef(false);
  const showApp = isShown('download-app-shown');
  const showPaperless = isShown('paperless-shown') && details.data?.[ACCOUNT_FIELDS.billingMethod] === 'P';
  const company = COMPANY.name;

  useEffect(() => {
    if (!focusAfterDismiss.current) return;
    focusAfterDismiss.current = false;
    const remaining = area.current?.querySelector<HTMLElement>('[data-prompt-heading]');
    (remaining ?? area.current)?.focus();
  });

  const dismiss = (flag: PromptFlag) => {
    focusAfterDismiss.current = true;
    markDone(flag);
  };

  return (
    // Stays in the page when empty (taking no room: the space below is the grid's own), so the focus has
    // somewhere to land after the last prompt is dismissed.
    <Box ref={area} tabIndex={-1} outline="none">
      {showApp || showPaperless ? (
        <SimpleGrid columns={{ base: 1, md: showApp && showPaperless ? 2 : 1 }} gap="5" mb={{ base: '12', md: '16' }}>
          {showApp ? (
            <AppOfferCard onDismiss={() => dismiss('download-app-shown')} onContinue={() => markDone('download-app-shown')}>
              <Trans>Check your balance, make a payment and get a reminder before each due date with the free {company} app.</Trans>
            </AppOfferCard>
          ) : null}
          {showPaperless ? (
            <PaperlessOfferCard
              onDismiss={() => dismiss('paperless-shown')}
              action={
                <Button asChild colorPalette="brand" size="sm">
                  <RouterLink to={localizePath(pathOf('accountSettings'), locale)} onClick={() => markDone('paperless-shown')}>
                    <Trans>Turn on paperless statements</Trans>
                  </RouterLink>
                </Button>
              }
            >
              <Trans>You get your statements by mail. Get an e-mail when each one is ready instead: it is faster and uses less paper.</Trans>
            </PaperlessOfferCard>
          ) : null}
        </SimpleGrid>
      ) : null}
    </Box>
  );
}
