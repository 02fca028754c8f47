import type { MouseEvent } from 'react';
import { Box, Link, List, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

/**
 * The sections of /design: this page's, then the samples the shell adds from mfe-auth and mfe-account
 * (their headings' ids: mfe-auth and mfe-account `exposes/DesignSamples.tsx`).
 */
export const DESIGN_CONTENTS: ReadonlyArray<{ headingId: string; title: MessageDescriptor }> = [
  { headingId: 'design-colours', title: msg`Colours` },
  { headingId: 'design-type', title: msg`Type scale` },
  { headingId: 'design-buttons', title: msg`Buttons` },
  { headingId: 'design-fields', title: msg`Form fields` },
  { headingId: 'design-dialogs', title: msg`Dialogs` },
  { headingId: 'design-loading-bar', title: msg`Loading bar` },
  { headingId: 'design-login-messages', title: msg`Login messages` },
  { headingId: 'design-pagination', title: msg`Pagination` },
  { headingId: 'design-calendar', title: msg`Calendar` },
];

/** A small table of contents; a jump also moves focus to the section's heading. */
export function DesignContents() {
  const { t, i18n } = useLingui();
  const jump = (event: MouseEvent<HTMLAnchorElement>, headingId: string) => {
    const heading = document.getElementById(headingId);
    if (!heading) return;
    event.preventDefault();
    heading.scrollIntoView({ behavior: 'smooth', block: 'start' });
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  };
  return (
    <Box as="nav" aria-label={t`On this page`} borderWidth="1px" borderColor="gray.200" borderRadius="md" p="4" bg="gray.50">
      <Text fontWeight="bold" color="gray.700" mb="2" fontSize="sm" textTransform="uppercase" letterSpacing="wide">
        {t`On this page`}
      </Text>
      <List.Root as="ol" listStylePosition="inside" columnCount={{ base: 1, sm: 2, md: 3 }} columnGap="8" gap="1">
        {DESIGN_CONTENTS.map((entry) => (
          <List.Item key={entry.headingId} breakInside="avoid" py="0.5">
            <Link href={`#${entry.headingId}`} onClick={(event) => jump(event, entry.headingId)} color="brand.700" textDecoration="underline">
              {i18n._(entry.title)}
            </Link>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
