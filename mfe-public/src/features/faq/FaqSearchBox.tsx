import { useId, type Ref } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { input } from 'styled-system/recipes';

/*
 * Build-time styles (docs/decisions/060): Chakra's input recipe (`rb-input`) and the values of the Chakra field,
 * input group and start element that drew this box before, so the search works and looks the same before any
 * script has run.
 */
const searchRegion = css({ maxW: 'xl', w: 'full' });
const field = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', width: '100%', position: 'relative', gap: '1.5' });
const label = css({ display: 'flex', alignItems: 'center', textAlign: 'start', textStyle: 'sm', fontWeight: 'semibold', gap: '1', userSelect: 'none' });
const group = css({ display: 'inline-flex', flexDirection: 'row', gap: '0.5rem', isolation: 'isolate', position: 'relative', width: 'full' });
const startElement = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'absolute',
  zIndex: 2,
  color: 'fg.muted',
  height: 'full',
  fontSize: 'sm',
  px: '3',
  insetInlineStart: '0',
  pointerEvents: 'none',
});
const searchInput = cx(
  input({ size: 'lg' }),
  css({ ps: 'calc(var(--input-height) - 0px)', bg: 'white', borderColor: 'gray.400', _focusVisible: { zIndex: 1 } }),
);
const helperText = css({ color: 'gray.700', textStyle: 'xs' });

/** The FAQ's search field: filters as the visitor types, from the first character (spec 5). */
export function FaqSearchBox({
  ref,
  value,
  onChange,
}: {
  ref?: Ref<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const inputId = `${id}-input`;
  const helperId = `${id}-helper`;
  return (
    <div role="search" className={searchRegion}>
      {/* No unnamed group around one labelled control (docs/decisions/054, as in shared-ui's FormField). */}
      <div className={field}>
        <label htmlFor={inputId} className={label}>
          {t`Search questions`}
        </label>
        <div className={group}>
          <div className={startElement}>
            <Search aria-hidden size={18} />
          </div>
          <input
            ref={ref}
            id={inputId}
            type="search"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            placeholder={t`For example: payoff, title, autopay`}
            autoComplete="off"
            aria-describedby={helperId}
            className={searchInput}
          />
        </div>
        <div id={helperId} className={helperText}>
          {t`Matching questions open and the words you typed are highlighted.`}
        </div>
      </div>
    </div>
  );
}
