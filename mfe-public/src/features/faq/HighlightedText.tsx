import { Fragment } from 'react';
import { highlightSegments } from 'shared-contracts/core';
import { css } from 'styled-system/css';

/** Dark text on light yellow: well above WCAG AA contrast, inside a summary or a paragraph alike. Build-time styles,
 * as Chakra's `Mark` drew them (docs/decisions/060). */
const mark = css({ bg: 'yellow.300', color: 'gray.900', rounded: 'xs', whiteSpace: 'nowrap' });

/** Text with the parts that match the search query in `<mark>` (spec 5: from one character). */
export function HighlightedText({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightSegments(text, query).map((segment, index) =>
        segment.match ? (
          <mark key={index} className={mark}>
            {segment.text}
          </mark>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}
