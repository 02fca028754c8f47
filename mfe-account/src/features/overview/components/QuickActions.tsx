import { useId, type ReactNode } from 'react';
import { Button, Heading, Stack, chakra } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { localizePath, pathOf, type Locale, type RouteId } from 'shared-contracts';

/** The tasks customers come for most (spec 1): pay, move the due date, read statements and history. */
export function QuickActions({ locale }: { locale: Locale }) {
  const headingId = useId();
  const actions: { routeId: RouteId; label: ReactNode; primary?: boolean }[] = [
    { routeId: 'payments', label: <Trans>Make a payment</Trans>, primary: true },
    { routeId: 'accountDueDate', label: <Trans>Change my due date</Trans> },
    { routeId: 'accountStatements', label: <Trans>View statements</Trans> },
    { routeId: 'accountHistory', label: <Trans>View history</Trans> },
  ];
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as="h2" id={headingId} size="xl" color="brand.700">
        <Trans>Quick actions</Trans>
      </Heading>
      <chakra.ul listStyleType="none" p="0" m="0" display="flex" flexWrap="wrap" gap="3">
        {actions.map(({ routeId, label, primary }) => (
          <li key={routeId}>
            <Button asChild colorPalette="brand" variant={primary ? 'solid' : 'outline'} borderColor={primary ? undefined : 'brand.700'}>
              <RouterLink to={localizePath(pathOf(routeId), locale)}>{label}</RouterLink>
            </Button>
          </li>
        ))}
      </chakra.ul>
    </Stack>
  );
}
