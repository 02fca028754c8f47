import { Box, Button, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { FormAlert } from 'shared-ui';

/**
 * The inventory could not be loaded: say so and offer a retry. Chakra's (an alert and a button), loaded only when
 * shown (docs/decisions/060).
 */
export function LicensesLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useLingui();
  return (
    <Box maxW="3xl">
      <FormAlert title={t`The list of open-source packages could not be loaded.`}>
        <Text mb="3">{t`Please check your connection and try again.`}</Text>
        <Button size="sm" colorPalette="brand" onClick={onRetry} loading={retrying}>
          {t`Try again`}
        </Button>
      </FormAlert>
    </Box>
  );
}
