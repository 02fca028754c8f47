import type { ReactNode } from 'react';
import { Badge, Box, Code, Flex, SimpleGrid, Stack, Text, useChakraContext } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BRAND_THEME } from 'shared-contracts';
import { DesignSection, DesignSubheading } from '@/features/design/DesignSection';
import {
  brandPalette,
  brandSemanticTokens,
  contrastGrade,
  contrastRatio,
  ratioText,
  type ContrastGrade,
  type Swatch,
} from '@/features/design/colour-contrast';

const WHITE = '#ffffff';
/** The body text colour of the theme (`gray.900`), resolved by the running Chakra system. */
const TEXT_TOKEN = BRAND_THEME.globalCss.body.color;

export function ColourSection({ locale }: { locale: string }) {
  const system = useChakraContext();
  const textToken = TEXT_TOKEN;
  const textHex = String(system.token(`colors.${textToken}`, '#18181b'));
  return (
    <DesignSection
      id="colours"
      title={<Trans>Colours</Trans>}
      intro={
        <Trans>
          The brand palette and the semantic tokens components use. Each swatch shows its contrast ratio on white and with the body
          text colour ({textToken}): 4.5:1 is needed for text, 3:1 for large text and the edges of controls (WCAG 2.1 AA).
        </Trans>
      }
    >
      <DesignSubheading>
        <Trans>Brand palette</Trans>
      </DesignSubheading>
      <SwatchList swatches={brandPalette()} textHex={textHex} locale={locale} />
      <DesignSubheading>
        <Trans>Semantic tokens</Trans>
      </DesignSubheading>
      <SwatchList swatches={brandSemanticTokens()} textHex={textHex} locale={locale} />
    </DesignSection>
  );
}

function SwatchList({ swatches, textHex, locale }: { swatches: Swatch[]; textHex: string; locale: string }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap={{ base: '3', md: '4' }}>
      {swatches.map((swatch) => (
        <Box as="li" key={swatch.token} borderWidth="1px" borderColor="gray.300" borderRadius="md" overflow="hidden">
          <Box aria-hidden h={{ base: '10', md: '16' }} bg={swatch.hex} borderBottomWidth="1px" borderColor="gray.300" />
          <Stack p={{ base: '2.5', md: '3' }} gap="1.5" fontSize="sm">
            <Code alignSelf="start" fontSize="sm" fontWeight="semibold" colorPalette="gray">
              {swatch.token}
            </Code>
            <Text>
              {swatch.hex}
              {swatch.refersTo ? ` = ${swatch.refersTo}` : null}
            </Text>
            <ContrastLine label={<Trans>On white</Trans>} ratio={contrastRatio(swatch.hex, WHITE)} locale={locale} />
            <ContrastLine label={<Trans>With text</Trans>} ratio={contrastRatio(swatch.hex, textHex)} locale={locale} />
          </Stack>
        </Box>
      ))}
    </SimpleGrid>
  );
}

function ContrastLine({ label, ratio, locale }: { label: ReactNode; ratio: number; locale: string }) {
  return (
    <Flex direction={{ base: 'column', lg: 'row' }} align={{ base: 'start', lg: 'center' }} justify="space-between" gap="1">
      <Text>
        {label} <Text as="span" fontWeight="semibold">{ratioText(ratio, locale)}</Text>
      </Text>
      <GradeBadge grade={contrastGrade(ratio)} />
    </Flex>
  );
}

function GradeBadge({ grade }: { grade: ContrastGrade }) {
  const { t } = useLingui();
  const text: Record<ContrastGrade, string> = { AAA: 'AAA', AA: 'AA', 'AA large': t`AA large text`, fail: t`Below AA` };
  return (
    <Badge colorPalette={grade === 'fail' ? 'red' : grade === 'AA large' ? 'orange' : 'green'} variant="subtle">
      {text[grade]}
    </Badge>
  );
}
