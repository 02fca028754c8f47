import { useContext } from 'react';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { EnvContext } from '@/app/env-config';
import { activeRemoteOverrides, leaveRemoteOverrides } from '@/lib/remote-overrides';

/**
 * Decision 036: while a tab loads remotes at versions an integration tester chose, the top of every page says
 * which, with the way back to the live versions. Nothing where the server does not allow overrides.
 */
export function RemoteOverridesBanner() {
  const env = useContext(EnvContext);
  const { t } = useLingui();
  const overrides = activeRemoteOverrides(env);
  if (overrides.length === 0) return null;
  return (
    <Box as="aside" aria-label={t`Remote versions under test`} bg="orange.100" borderBottomWidth="1px" borderColor="orange.300" px="4" py="2">
      <Flex maxW="6xl" mx="auto" gap="4" align="center" justify="space-between" wrap="wrap">
        <Text fontSize="sm" color="gray.900">
          <Trans>Integration test: this tab loads</Trans>{' '}
          {overrides.map((override, index) => (
            <span key={override.key}>
              {index > 0 ? ', ' : ''}
              <Trans>
                <strong>{override.packageName}</strong> at <code>{override.chosen}</code>
              </Trans>
            </span>
          ))}
          .
        </Text>
        <Button size="sm" variant="outline" colorPalette="orange" onClick={leaveRemoteOverrides}>
          <Trans>Back to the live versions</Trans>
        </Button>
      </Flex>
    </Box>
  );
}
