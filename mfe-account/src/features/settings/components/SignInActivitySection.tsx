import { Badge, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SECURITY_EVENT_REASONS, SECURITY_EVENTS, SIGN_IN_ACTIVITY_LIMITS, type Locale, type SignInActivityItem } from 'shared-contracts';
import { LoadFailure } from '@/components/load-state/LoadFailure';
import { Loading } from '@/components/load-state/Loading';
import { useSignInActivity } from '@/features/settings/api/get-sign-in-activity';
import { RouteLink } from '@/components/route-link/RouteLink';
import { SettingsSection } from '@/features/settings/components/SettingsSection';
import { deviceName } from '@/features/settings/utils/device-name';
import { formatMoment } from '@/features/settings/utils/format';

/** What happened, in words; a failed sign-in by its reason, since a typo and a lock ask different things of the borrower. */
function whatHappened({ event, outcome, reason }: SignInActivityItem): MessageDescriptor {
  switch (event) {
    case SECURITY_EVENTS.signIn:
      if (outcome === 'success') return reason === SECURITY_EVENT_REASONS.passkey ? msg`Signed in with a passkey` : msg`Signed in`;
      if (reason === SECURITY_EVENT_REASONS.wrongPassword) return msg`Wrong password entered`;
      if (reason === SECURITY_EVENT_REASONS.locked) return msg`Sign-in attempt while locked`;
      // Decision 033: the password was right, so only the code on file stood between that browser and the account.
      if (reason === SECURITY_EVENT_REASONS.codeRequired) return msg`Right password, sign-in code not entered`;
      if (reason === SECURITY_EVENT_REASONS.wrongCode) return msg`Wrong sign-in code entered`;
      if (reason === SECURITY_EVENT_REASONS.expired) return msg`Sign-in code expired`;
      // Docs/decisions/052: a passkey whose signature or counter was refused (a copied key, or an old answer sent again).
      if (reason === SECURITY_EVENT_REASONS.passkeyRejected) return msg`Passkey refused`;
      // Docs/decisions/050: ten wrong codes in a day paused the codes of this account.
      if (reason === SECURITY_EVENT_REASONS.codesLocked) return msg`Sign-in code refused: codes paused after too many wrong ones`;
      return msg`Sign-in failed`;
    case SECURITY_EVENTS.accountLocked:
      return msg`Sign-in locked after too many wrong passwords`;
    case SECURITY_EVENTS.passwordReset:
      return msg`Password reset with an e-mailed link`;
    case SECURITY_EVENTS.passwordChanged:
      return msg`Password changed`;
    case SECURITY_EVENTS.emailChanged:
      return msg`E-mail address changed`;
    // --- Money actions (docs/decisions/051) ---
    case SECURITY_EVENTS.bankAccountAdded:
      return msg`Bank account added`;
    case SECURITY_EVENTS.bankAccountRemoved:
      return msg`Bank account removed`;
    case SECURITY_EVENTS.paymentMade:
      return msg`Payment made`;
    case SECURITY_EVENTS.paymentCancelled:
      return msg`Payment cancelled`;
    case SECURITY_EVENTS.autopayOn:
      return msg`Autopay turned on or changed`;
    case SECURITY_EVENTS.autopayOff:
      return msg`Autopay turned off`;
    // --- end of money actions ---
    case SECURITY_EVENTS.passkeyAdded:
      return msg`Passkey added`;
    case SECURITY_EVENTS.passkeyRemoved:
      return msg`Passkey removed`;
    // Docs/decisions/050: a contact change, and the other devices it (or the borrower) signed out.
    case SECURITY_EVENTS.phoneChanged:
      return msg`Mobile number changed`;
    case SECURITY_EVENTS.sessionsEnded:
      return msg`Other devices signed out`;
  }
}

/** A failure or a lock in words beside the colour, dark enough for white text (WCAG AA). */
function Mark({ item }: { item: SignInActivityItem }) {
  let label;
  if (item.event === SECURITY_EVENTS.accountLocked) label = <Trans>Locked</Trans>;
  // A new browser's code step is how every first sign-in there starts: its words say what happened, unmarked;
  // a "Signed in" follows it when the code came back.
  else if (item.outcome === 'failure' && item.reason !== SECURITY_EVENT_REASONS.codeRequired) label = <Trans>Failed</Trans>;
  else return null;
  return (
    <Badge colorPalette="red" variant="solid" bg="red.700" color="white">
      {label}
    </Badge>
  );
}

/**
 * Decision 031 ("was this you?"): the account's recent sign-ins, failed attempts, locks and credential changes,
 * and its money actions (bank accounts, payments, autopay; docs/decisions/051), hence "account activity", with the way out when one is not the borrower's: a new password, which ends every other session.
 */
export function SignInActivitySection({ locale }: { locale: Locale }) {
  const { i18n } = useLingui();
  const activity = useSignInActivity();
  const days = SIGN_IN_ACTIVITY_LIMITS.days;

  let body;
  if (activity.isPending)
    body = (
      <Loading>
        <Trans>Loading your account activity…</Trans>
      </Loading>
    );
  else if (activity.isError) body = <LoadFailure title={<Trans>We could not load your account activity.</Trans>} onRetry={() => void activity.refetch()} />;
  else if (activity.data.length === 0)
    body = (
      <Text color="fg.muted">
        <Trans>No account activity in the last {days} days.</Trans>
      </Text>
    );
  else
    body = (
      <Stack gap="5">
        <List.Root as="ul" listStyle="none" gap="4" ms="0">
          {activity.data.map((item) => (
            <List.Item key={item.id} borderWidth="1px" borderColor="border" borderRadius="md" p="4">
              <Stack gap="1">
                <HStack gap="3" flexWrap="wrap">
                  <Text fontWeight="semibold">{i18n._(whatHappened(item))}</Text>
                  <Mark item={item} />
                </HStack>
                <Text fontSize="sm">{deviceName(i18n, item)}</Text>
                <Text fontSize="sm">
                  <time dateTime={item.at}>{formatMoment(item.at, locale)}</time>
                </Text>
              </Stack>
            </List.Item>
          ))}
        </List.Root>
        <Text>
          <Trans>
            See something you do not recognize?{' '}
            <RouteLink textDecoration="underline" routeId="changePassword" locale={locale}>
              Change your password now
            </RouteLink>
            : it signs you out on every other device. To sign out just one device, use Signed-in devices above.
          </Trans>
        </Text>
      </Stack>
    );

  return <SettingsSection title={<Trans>Recent account activity</Trans>}>{body}</SettingsSection>;
}
