import { Box, Card, Heading, Icon, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, CalendarClock, Laptop, Mail, Phone, Store, type LucideIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { COMPANY, localizePath, pathOf, type Locale } from 'shared-contracts';

const phone = COMPANY.supportPhone.display;

/** The ways to pay; each card opens its section of /payments (the anchors are that page's section ids). */
const WAYS: ReadonlyArray<{ anchor: string; icon: LucideIcon; title: MessageDescriptor; text: MessageDescriptor }> = [
  {
    anchor: 'online',
    icon: Laptop,
    title: msg`Pay online`,
    text: msg`Free, any time, from your account. Paid by 6 p.m. Central on a business day, it posts that day.`,
  },
  {
    anchor: 'autopay',
    icon: CalendarClock,
    title: msg`Set up autopay`,
    text: msg`We take your payment from your bank account on the day you choose, every month, at no cost.`,
  },
  {
    anchor: 'phone',
    icon: Phone,
    title: msg`Pay by phone`,
    text: msg`Call ${phone} to pay with our automated line or an agent. There is no fee.`,
  },
  {
    anchor: 'mail',
    icon: Mail,
    title: msg`Pay by mail`,
    text: msg`Send a check or money order with your account number written on it.`,
  },
  {
    anchor: 'in-person',
    icon: Store,
    title: msg`Pay in person`,
    text: msg`Pay with cash at thousands of participating stores and money-transfer locations.`,
  },
];

export function WaysToPay({ locale }: { locale: Locale }) {
  const { i18n } = useLingui();
  const payments = localizePath(pathOf('payments'), locale);
  return (
    <Box as="section" aria-labelledby="home-ways-to-pay">
      <Stack gap="2" mb="6">
        <Heading as="h2" id="home-ways-to-pay" size="2xl" color="brand.700">
          <Trans>Ways to pay</Trans>
        </Heading>
        <Text fontSize="lg" color="gray.700">
          <Trans>Choose the way that suits you. Paying online, by phone or with autopay is always free.</Trans>
        </Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="4">
        {WAYS.map((way) => (
          <Card.Root key={way.anchor} variant="outline" borderColor="gray.200" _hover={{ borderColor: 'brand.500', shadow: 'md' }}>
            <Card.Body gap="3" flexDirection={{ base: 'row', sm: 'column' }} alignItems="start">
              <Box bg="brand.50" color="brand.700" p="3" rounded="lg" flexShrink={0} aria-hidden>
                <Icon as={way.icon} boxSize="6" />
              </Box>
              <Stack gap="2">
                <Heading as="h3" size="md">
                  {/* Inline with a no-break space: the arrow stays with the last word when a long title wraps. */}
                  <Link asChild display="inline" color="brand.700" fontWeight="bold">
                    <RouterLink to={`${payments}#${way.anchor}`}>
                      {i18n._(way.title)}
                      {'\u00a0'}
                      <Box as="span" display="inline-block" verticalAlign="-2px" aria-hidden>
                        <ArrowRight size={16} />
                      </Box>
                    </RouterLink>
                  </Link>
                </Heading>
                <Text fontSize="sm" color="gray.700">
                  {i18n._(way.text)}
                </Text>
              </Stack>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Box>
  );
}
