import { Box, Button, Card, Container, Grid, Heading, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { ArrowRight, CircleCheck, LogIn, UserPlus, UserRound } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { COMPANY, localizePath, pathOf, type Locale } from 'shared-contracts';
import { authenticatedAtom } from 'shared-contracts/atoms';
import { PAGE_INTROS } from '@/components/page-intros';
import { useOpenLogin } from '@/hooks/useOpenLogin';

/**
 * The top of the home page. Its h1 is the company name, as PageHeader gives the index route (ROUTE_TITLES
 * has no title for it, spec 2.7), so the page keeps exactly one h1 matching the document title.
 */
export function HomeHero({ locale }: { locale: Locale }) {
  const { i18n, t } = useLingui();
  const signedIn = useAtomValue(authenticatedAtom);
  const openLogin = useOpenLogin();
  const intro = PAGE_INTROS.index;

  return (
    <Box as="header" bgGradient="to-br" gradientFrom="brand.700" gradientTo="brand.800" color="white">
      <Container maxW="6xl" py={{ base: '10', md: '16' }}>
        <Grid templateColumns={{ base: '1fr', lg: '1.4fr 1fr' }} gap={{ base: '10', lg: '14' }} alignItems="center">
          <Stack gap="5">
            <Text color="brand.accent" fontWeight="bold" textTransform="uppercase" letterSpacing="wider" fontSize="sm">
              <Trans>Used-car loans since 2004</Trans>
            </Text>
            <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
              {COMPANY.name}
            </Heading>
            <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="semibold">
              <Trans>A reliable car for every credit history, and a loan that is easy to manage.</Trans>
            </Text>
            {intro ? (
              <Text fontSize="lg" color="whiteAlpha.900" maxW="2xl">
                {i18n._(intro)}
              </Text>
            ) : null}
            <HStack gap="3" wrap="wrap" pt="2">
              {signedIn ? (
                <Button asChild size="lg" bg="brand.accent" color="gray.900" _hover={{ bg: 'orange.300' }}>
                  <RouterLink to={localizePath(pathOf('account'), locale)}>
                    <UserRound aria-hidden />
                    <Trans>Go to my account</Trans>
                  </RouterLink>
                </Button>
              ) : (
                <>
                  <Button size="lg" bg="brand.accent" color="gray.900" _hover={{ bg: 'orange.300' }} onClick={openLogin}>
                    <LogIn aria-hidden />
                    {t`Log in`}
                  </Button>
                  <Button asChild size="lg" variant="outline" color="white" borderColor="white" _hover={{ bg: 'whiteAlpha.200' }}>
                    <RouterLink to={localizePath(pathOf('enroll'), locale)}>
                      <UserPlus aria-hidden />
                      <Trans>Enroll</Trans>
                    </RouterLink>
                  </Button>
                </>
              )}
            </HStack>
          </Stack>
          <OnlineAccountCard locale={locale} signedIn={signedIn} />
        </Grid>
      </Container>
    </Box>
  );
}

function OnlineAccountCard({ locale, signedIn }: { locale: Locale; signedIn: boolean }) {
  const { t } = useLingui();
  const tasks = [
    t`See your balance, payoff amount and next due date`,
    t`Make a payment or set up autopay`,
    t`Change your due date`,
    t`Download your statements`,
    t`Send us a secure message`,
  ];
  return (
    <Card.Root bg="white" color="gray.900" shadow="xl" rounded="xl">
      <Card.Body gap="4">
        <Heading as="h2" size="lg" color="brand.700">
          <Trans>Your account, any time</Trans>
        </Heading>
        <List.Root gap="3" listStyle="none">
          {tasks.map((task) => (
            <List.Item key={task} display="flex" alignItems="start" gap="3">
              <Box color="green.700" pt="0.5" flexShrink={0} aria-hidden>
                <CircleCheck size={20} />
              </Box>
              {task}
            </List.Item>
          ))}
        </List.Root>
        {signedIn ? null : (
          <Text fontSize="sm" color="gray.700">
            <Trans>
              Have a loan with us but no online access yet?{' '}
              <Link asChild color="brand.700" fontWeight="semibold" textDecoration="underline">
                <RouterLink to={localizePath(pathOf('enroll'), locale)}>
                  Enroll now
                  <ArrowRight aria-hidden size={14} />
                </RouterLink>
              </Link>
            </Trans>
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
