import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { COMPANY } from 'shared-contracts';

/** Shown in a remote's area when it cannot load; the rest of the site keeps working (a remote is deployed alone and may be down). */
export function UnavailablePanel({ onRetry, compact = false }: { onRetry?: () => void; compact?: boolean }) {
  return (
    <Box
      role="region"
      aria-labelledby="unavailable-title"
      maxW="2xl"
      mx="auto"
      my={compact ? '4' : '12'}
      p="6"
      borderWidth="1px"
      borderColor="orange.300"
      bg="orange.50"
      borderRadius="lg"
    >
      <Stack gap="3">
        <Heading as={compact ? 'h2' : 'h1'} id="unavailable-title" size="lg">
          <Trans>This part of the site is unavailable</Trans>
        </Heading>
        <Text>
          <Trans>
            We could not load it just now. The rest of the site still works. Please try again in a moment, or call
            us at{' '}
            <a href={`tel:${COMPANY.supportPhone.tel}`} style={{ textDecoration: 'underline' }}>
              {COMPANY.supportPhone.display}
            </a>
            .
          </Trans>
        </Text>
        {onRetry ? (
          <Box>
            <Button colorPalette="brand" variant="outline" onClick={onRetry}>
              <Trans>Try again</Trans>
            </Button>
          </Box>
        ) : null}
      </Stack>
    </Box>
  );
}
