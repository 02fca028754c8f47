import { Fragment } from 'react';
import { Mark } from '@chakra-ui/react';
import { highlightSegments } from 'shared-contracts';

/** Text with the parts that match the search query in `<mark>` (spec 5: from one character). */
export function HighlightedText({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightSegments(text, query).map((segment, index) =>
        segment.match ? (
          // Dark text on light yellow: well above WCAG AA contrast, inside a button or a paragraph alike.
          <Mark key={index} bg="yellow.300" color="gray.900" rounded="xs">
            {segment.text}
          </Mark>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}
