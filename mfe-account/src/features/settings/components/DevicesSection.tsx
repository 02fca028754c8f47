import { useState } from 'react';
import { Badge, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale, ShellServices, UserSession } from 'shared-contracts';
import { LoadFailure } from '@/components/load-state/LoadFailure';
import { Loading } from '@/components/load-state/Loading';
import { useDeleteOtherSessions } from '@/features/settings/api/delete-other-sessions';
import { useDeleteSession } from '@/features/settings/api/delete-session';
import { useSessions } from '@/features/settings/api/get-sessions';
import { SettingsSection } from '@/features/settings/components/SettingsSection';
import { SignOutDialog } from '@/features/settings/components/SignOutDialog';
import { useSectionStatus } from '@/features/settings/hooks/useSectionStatus';
import { deviceName } from '@/features/settings/utils/device-name';
import { formatMoment } from '@/features/settings/utils/format';

/**
 * The browsers signed in to this account (browser and system, signed in at, last active, this device), with a
 * sign-out for each other one and for all of them at once, each confirmed in a dialog.
 */
export function DevicesSection({ shell, locale }: { shell: ShellServices; locale: Locale }) {
  const { t, i18n } = useLingui();
  const { heading, status, announce } = useSectionStatus();
  const sessions = useSessions();
  const endOne = useDeleteSession();
  const endOthers = useDeleteOtherSessions();
  const [target, setTarget] = useState<UserSession | null>(null);
  const [allOthers, setAllOthers] = useState(false);

  const closeDialogs = () => {
    endOne.reset();
    endOthers.reset();
    setTarget(null);
    setAllOthers(false);
  };
  const confirmOne = () => {
    if (!target || endOne.isPending) return;
    const name = deviceName(i18n, target);
    endOne.mutate(target.id, {
      onSuccess: () => {
        closeDialogs();
        announce(t`${name} is signed out.`);
      },
    });
  };
  const confirmOthers = () => {
    if (endOthers.isPending) return;
    endOthers.mutate(undefined, {
      onSuccess: () => {
        closeDialogs();
        announce(t`Every other device is signed out.`);
      },
    });
  };

  let body;
  if (sessions.isPending)
    body = (
      <Loading>
        <Trans>Loading your signed-in devices…</Trans>
      </Loading>
    );
  else if (sessions.isError) body = <LoadFailure title={<Trans>We could not load your signed-in devices.</Trans>} onRetry={() => void sessions.refetch()} />;
  else {
    const others = sessions.data.filter((session) => !session.current);
    body = (
      <Stack gap="5">
        <List.Root as="ul" listStyle="none" gap="4" ms="0">
          {sessions.data.map((session) => {
            const name = deviceName(i18n, session);
            const signedIn = formatMoment(session.signedInAt, locale);
            const active = formatMoment(session.lastActiveAt, locale);
            return (
              <List.Item key={session.id} borderWidth="1px" borderColor="border" borderRadius="md" p="4">
                <Stack gap="2" direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'center' }} w="full">
                  <Stack gap="1">
                    <HStack gap="3" flexWrap="wrap">
                      <Text fontWeight="semibold">{name}</Text>
                      {session.current ? (
                        <Badge colorPalette="green" variant="solid" bg="green.700" color="white">
                          <Trans>This device</Trans>
                        </Badge>
                      ) : null}
                    </HStack>
                    <Text fontSize="sm">
                      <Trans>Signed in {signedIn}</Trans>
                    </Text>
                    <Text fontSize="sm">
                      <Trans>Last active {active}</Trans>
                    </Text>
                  </Stack>
                  {session.current ? null : (
                    <Button type="button" variant="outline" colorPalette="red" size="sm" onClick={() => setTarget(session)} aria-label={t`Sign out ${name}`}>
                      <Trans>Sign out</Trans>
                    </Button>
                  )}
                </Stack>
              </List.Item>
            );
          })}
        </List.Root>
        {others.length > 0 ? (
          <HStack>
            <Button type="button" variant="outline" colorPalette="red" onClick={() => setAllOthers(true)}>
              <Trans>Sign out everywhere else</Trans>
            </Button>
          </HStack>
        ) : (
          <Text color="fg.muted">
            <Trans>You are not signed in anywhere else.</Trans>
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <SettingsSection title={<Trans>Signed-in devices</Trans>} status={status} headingRef={heading}>
      {body}
      <SignOutDialog
        shell={shell}
        open={target !== null}
        device={target ? deviceName(i18n, target) : undefined}
        pending={endOne.isPending}
        failed={endOne.isError}
        onConfirm={confirmOne}
        onClose={closeDialogs}
      />
      <SignOutDialog shell={shell} open={allOthers} pending={endOthers.isPending} failed={endOthers.isError} onConfirm={confirmOthers} onClose={closeDialogs} />
    </SettingsSection>
  );
}
