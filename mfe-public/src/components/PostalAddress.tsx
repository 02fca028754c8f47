import { Box, type BoxProps } from '@chakra-ui/react';

/**
 * A mailing address, one line each. It reads the same in every language: `translate="no"` keeps page
 * translators (and the e2e check for English left on a Spanish page) off it. Chakra spells the attribute
 * `htmlTranslate`, since its `translate` is the CSS property.
 */
export function PostalAddress({ lines, ...rest }: { lines: readonly string[] } & Omit<BoxProps, 'children'>) {
  return (
    <Box as="address" htmlTranslate="no" fontStyle="normal" {...rest}>
      {lines.map((line) => (
        <Box as="span" display="block" key={line}>
          {line}
        </Box>
      ))}
    </Box>
  );
}
