import type { ReactNode } from 'react';
import { Button, Code, Stack, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { DesignSection, DesignSubheading } from '@/features/design/DesignSection';

const VARIANTS = ['solid', 'subtle', 'surface', 'outline', 'ghost', 'plain'] as const;
const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

export function ButtonSection() {
  const { t } = useLingui();
  const label = t`Continue`;
  return (
    <DesignSection
      id="buttons"
      title={<Trans>Buttons</Trans>}
      intro={
        <Trans>
          Buttons use the brand palette. One solid button for the main action of a screen; outline or ghost for the others. A button
          that is working shows a spinner and keeps its width; a disabled one cannot be pressed or focused.
        </Trans>
      }
    >
      <DesignSubheading>
        <Trans>Variants</Trans>
      </DesignSubheading>
      <Wrap gap="6" align="end">
        {VARIANTS.map((variant) => (
          <Labelled key={variant} code={`variant="${variant}"`}>
            <Button colorPalette="brand" variant={variant}>
              {label}
            </Button>
          </Labelled>
        ))}
      </Wrap>
      <DesignSubheading>
        <Trans>Sizes</Trans>
      </DesignSubheading>
      <Wrap gap="6" align="end">
        {SIZES.map((size) => (
          <Labelled key={size} code={`size="${size}"`}>
            <Button colorPalette="brand" size={size}>
              {label}
            </Button>
          </Labelled>
        ))}
      </Wrap>
      <DesignSubheading>
        <Trans>States</Trans>
      </DesignSubheading>
      <Wrap gap="6" align="end">
        <Labelled code="loading">
          <Button colorPalette="brand" loading loadingText={t`Saving…`}>
            {label}
          </Button>
        </Labelled>
        <Labelled code="disabled">
          <Button colorPalette="brand" disabled>
            {label}
          </Button>
        </Labelled>
        <Labelled code={'variant="outline" disabled'}>
          <Button colorPalette="brand" variant="outline" disabled>
            {label}
          </Button>
        </Labelled>
        <Labelled code="<ArrowRight aria-hidden />">
          <Button colorPalette="brand">
            {label}
            <ArrowRight aria-hidden />
          </Button>
        </Labelled>
      </Wrap>
    </DesignSection>
  );
}

function Labelled({ code, children }: { code: string; children: ReactNode }) {
  return (
    <Stack gap="1.5" align="start">
      <Code fontSize="xs" colorPalette="gray">
        {code}
      </Code>
      {children}
    </Stack>
  );
}
