import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Box, Button, Card, CloseButton, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Leaf, Smartphone, type LucideIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { ACCOUNT_FIELDS, APP_STORE_LINKS, COMPANY, localizePath, pathOf, type Locale } from 'shared-contracts';
import { ExternalLink, usePromptFlags, type PromptFlag } from 'shared-ui';
import { useAccountDetails } from '@/api/get-account-details';

/**
 * The app and paperless prompts of spec 3 ('download-app-shown', 'paperless-shown'). Paperless is offered only
 * to a customer billed on paper (billing method P). A dismissed prompt is gone for good, and the focus moves to
 * the prompt left, or to this area, so the keyboard goes on from where the customer was.
 */
export function OverviewPrompts({ locale }: { locale: Locale }) {
  const { t } = useLingui();
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
            <Prompt
              icon={Smartphone}
              title={t`Your loan in your pocket`}
              dismissLabel={t`Dismiss the app offer`}
              onDismiss={() => dismiss('download-app-shown')}
              actions={APP_STORE_LINKS.map(({ id, label: storeName, url }) => (
                <Button key={id} asChild variant="outline" colorPalette="brand" bg="white" size="sm">
                  <ExternalLink href={url} onContinue={() => markDone('download-app-shown')} textDecoration="none">
                    <Trans>Get it on {storeName}</Trans>
                  </ExternalLink>
                </Button>
              ))}
            >
              <Trans>Check your balance, make a payment and get a reminder before each due date with the free {company} app.</Trans>
            </Prompt>
          ) : null}
          {showPaperless ? (
            <Prompt
              icon={Leaf}
              title={t`Go paperless`}
              dismissLabel={t`Dismiss the paperless offer`}
              onDismiss={() => dismiss('paperless-shown')}
              actions={
                <Button asChild colorPalette="brand" size="sm">
                  <RouterLink to={localizePath(pathOf('accountSettings'), locale)} onClick={() => markDone('paperless-shown')}>
                    <Trans>Turn on paperless statements</Trans>
                  </RouterLink>
                </Button>
              }
            >
              <Trans>You get your statements by mail. Get an e-mail when each one is ready instead: it is faster and uses less paper.</Trans>
            </Prompt>
          ) : null}
        </SimpleGrid>
      ) : null}
    </Box>
  );
}

interface PromptProps {
  icon: LucideIcon;
  title: string;
  dismissLabel: string;
  onDismiss: () => void;
  actions: ReactNode;
  children: ReactNode;
}

function Prompt({ icon: IconComponent, title, dismissLabel, onDismiss, actions, children }: PromptProps) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" borderColor="brand.100" bg="brand.50" position="relative">
      <Card.Body>
        <HStack align="start" gap="4">
          <Box bg="white" color="brand.700" p="3" rounded="full" flexShrink={0} aria-hidden>
            <IconComponent size={24} />
          </Box>
          <Stack gap="2" pe="8">
            <Heading as="h2" id={headingId} size="md" color="brand.800" tabIndex={-1} data-prompt-heading="">
              {title}
            </Heading>
            <Text>{children}</Text>
            <HStack gap="3" wrap="wrap" pt="1">
              {actions}
            </HStack>
          </Stack>
        </HStack>
        <CloseButton position="absolute" top="2" insetEnd="2" size="sm" aria-label={dismissLabel} onClick={onDismiss} />
      </Card.Body>
    </Card.Root>
  );
}
