import { Trans, useLingui } from '@lingui/react/macro';
import { css, cx } from 'styled-system/css';
import { heading, table as tableRecipe } from 'styled-system/recipes';

// Build-time styles (docs/decisions/060): the values of the Chakra heading and text that drew the section; the table
// is the site's `table` slot recipe (Chakra's: line variant, striped, size sm on a phone and md from md up).
const section = css({ pt: '6' });
const title = cx(heading({ size: 'xl' }), css({ color: 'brand.700', mb: '2' }));
const note = css({ mb: '4', color: 'gray.700' });
const frame = css({ borderWidth: '1px', borderColor: 'gray.200', rounded: 'md', overflow: 'hidden' });
const tableSlots = tableRecipe({ variant: 'line', striped: true, size: { base: 'sm', md: 'md' } });
const table = tableSlots.root;
const row = tableSlots.row;
const headRow = cx(tableSlots.row, css({ bg: 'brand.50' }));
const columnHeader = cx(tableSlots.columnHeader, css({ borderColor: 'border', color: 'brand.800' }));
const cell = cx(tableSlots.cell, css({ borderColor: 'border' }));
const rowHeader = cx(tableSlots.cell, css({ borderColor: 'border', fontWeight: 'semibold' }));

/** When each way to pay reaches the account, and what it costs, side by side. */
export function PostingTimes() {
  const { t } = useLingui();
  const sameDay = t`The same business day if paid before 6 p.m. Central time; otherwise the next business day`;
  const rows = [
    { way: t`Online`, cost: t`Free`, posts: sameDay },
    { way: t`Autopay`, cost: t`Free`, posts: t`On the day you chose, or the next business day if it is a weekend or holiday` },
    { way: t`By phone`, cost: t`Free`, posts: sameDay },
    { way: t`By mail`, cost: t`Postage only`, posts: t`The business day we receive it` },
    { way: t`In person`, cost: t`The location’s fee, if any`, posts: t`Usually within one to two business days` },
  ];
  return (
    <section aria-labelledby="posting-times" className={section}>
      <h2 id="posting-times" className={title}>
        <Trans>When your payment posts</Trans>
      </h2>
      <p className={note}>
        <Trans>Business days are Monday to Friday, except federal holidays.</Trans>
      </p>
      <div className={frame}>
        <table className={table}>
          <thead>
            <tr className={headRow}>
              <th className={columnHeader}>{t`Way to pay`}</th>
              <th className={columnHeader}>{t`Cost`}</th>
              <th className={columnHeader}>{t`When it posts`}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((entry) => (
              <tr key={entry.way} className={row}>
                <th scope="row" className={rowHeader}>
                  {entry.way}
                </th>
                <td className={cell}>{entry.cost}</td>
                <td className={cell}>{entry.posts}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
