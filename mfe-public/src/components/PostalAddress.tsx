import { css, cx } from 'styled-system/css';

// Build-time styles (docs/decisions/060): the Chakra Box's values that drew it.
const address = css({ fontStyle: 'normal' });
const line = css({ display: 'block' });

/**
 * A mailing address, one line each. It reads the same in every language: `translate="no"` keeps page
 * translators (and the e2e check for English left on a Spanish page) off it. `className`: the caller's
 * differences (`css()`), beside the address's own.
 */
export function PostalAddress({ lines, className }: { lines: readonly string[]; className?: string }) {
  return (
    <address translate="no" className={cx(address, className)}>
      {lines.map((text) => (
        <span className={line} key={text}>
          {text}
        </span>
      ))}
    </address>
  );
}
