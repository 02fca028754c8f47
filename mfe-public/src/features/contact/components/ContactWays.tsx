import type { ReactNode } from 'react';
import { Button, Card, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Landmark, Mail, MessageSquareLock, Phone } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { COMPANY, localizePath, pathOf, type Locale } from 'shared-contracts';
import { authenticatedAtom } from 'shared-contracts/atoms';
import { PostalAddress } from '@/components/PostalAddress';
import { useSupportHoursText } from '@/components/SupportHours';
import { SupportPhoneLink } from '@/components/SupportPhone';
import { useOpenLogin } from '@/hooks/useOpenLogin';

function Way({ icon, title, children }: { icon: ReactNode; title: ReactNode; children: ReactNode }) {
  return (
    <Card.Root variant="outline" size="sm" h="full">
      <Card.Body gap="3">
        <Heading as="h3" size="md" color="brand.700" display="flex" alignItems="center" gap="2">
          {icon}
          {title}
        </Heading>
        <Stack gap="2">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** Spec 2.2 /contact: the phone with its hours, the letters address, secure messaging and where payments go. */
export function ContactWays({ locale }: { locale: Locale }) {
  const signedIn = useAtomValue(authenticatedAtom);
  const openLogin = useOpenLogin();
  const hours = useSupportHoursText(locale, { asSentence: true });

  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
      <li>
        <Way icon={<Phone aria-hidden size={20} />} title={<Trans>Call customer support</Trans>}>
          <SupportPhoneLink fontSize="xl" />
          <Text>{hours}</Text>
        </Way>
      </li>
      <li>
        <Way icon={<Mail aria-hidden size={20} />} title={<Trans>Write to us</Trans>}>
          <PostalAddress lines={COMPANY.correspondenceAddress} />
          <Text fontSize="sm">
            <Trans>For letters and documents. Please write your account number on every page.</Trans>
          </Text>
        </Way>
      </li>
      <li>
        <Way icon={<MessageSquareLock aria-hidden size={20} />} title={<Trans>Secure messaging</Trans>}>
          <Text>
            <Trans>
              Customers with an online account can write to us from their account and read our answer there. It is
              the safest way to share account details.
            </Trans>
          </Text>
          {signedIn ? (
            <Button asChild variant="outline" colorPalette="brand" borderColor="brand.700" alignSelf="start">
              <RouterLink to={localizePath(pathOf('accountMessaging'), locale)}>
                <Trans>Open secure messages</Trans>
              </RouterLink>
            </Button>
          ) : (
            <Button variant="outline" colorPalette="brand" borderColor="brand.700" alignSelf="start" onClick={openLogin}>
              <Trans>Log in to send a secure message</Trans>
            </Button>
          )}
        </Way>
      </li>
      <li>
        <Way icon={<Landmark aria-hidden size={20} />} title={<Trans>Sending a payment?</Trans>}>
          <Text>
            <Trans>Please do not mail payments to the address above: they go to our payment processing center.</Trans>
          </Text>
          <Link asChild color="brand.700" fontWeight="semibold">
            <RouterLink to={localizePath(pathOf('payments'), locale)}>
              <Trans>See where to mail a check and other ways to pay</Trans>
            </RouterLink>
          </Link>
        </Way>
      </li>
    </SimpleGrid>
  );
}
