import type { ReactNode } from 'react';
import { Box, Code, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BRAND_THEME } from 'shared-contracts';
import { DesignSection, DesignSubheading } from '@/features/design/DesignSection';

/** The heading sizes the site uses, largest first (the page title is 3xl on wide screens, 2xl on phones). */
const HEADING_SIZES = ['4xl', '3xl', '2xl', 'xl', 'lg', 'md', 'sm'] as const;
const TEXT_SIZES = ['xl', 'lg', 'md', 'sm', 'xs'] as const;
/** The first family of the theme's font stack, as a visitor would name it. */
const FONT_NAME = BRAND_THEME.theme.tokens.fonts.body.value.split(',')[0]!.replaceAll('"', '');

export function TypeSection() {
  const { t } = useLingui();
  const fontName = FONT_NAME;
  const headingSample = t`Drive away with a loan that fits`;
  const textSample = t`Your payment is due on the first of each month. Pay online, by phone or by mail.`;
  return (
    <DesignSection
      id="type"
      title={<Trans>Type scale</Trans>}
      intro={
        <Trans>
          One family for headings and text, {fontName} (with Arial and Helvetica as fallbacks). Headings follow the page outline: one
          level 1 heading, then level 2 and 3 in order; the size is chosen separately.
        </Trans>
      }
    >
      <DesignSubheading>
        <Trans>Headings</Trans>
      </DesignSubheading>
      <Stack gap="4">
        {HEADING_SIZES.map((size) => (
          <Sample key={size} token={`Heading size="${size}"`}>
            {/* Samples, not part of the outline: paragraphs styled as headings. */}
            <Heading as="p" size={size} color="brand.700">
              {headingSample}
            </Heading>
          </Sample>
        ))}
      </Stack>
      <DesignSubheading>
        <Trans>Text</Trans>
      </DesignSubheading>
      <Stack gap="4">
        {TEXT_SIZES.map((size) => (
          <Sample key={size} token={`Text fontSize="${size}"`}>
            <Text fontSize={size}>{textSample}</Text>
          </Sample>
        ))}
      </Stack>
    </DesignSection>
  );
}

function Sample({ token, children }: { token: string; children: ReactNode }) {
  return (
    <Box borderBottomWidth="1px" borderColor="gray.200" pb="3">
      <Code fontSize="xs" colorPalette="gray" mb="1">
        {token}
      </Code>
      {children}
    </Box>
  );
}
