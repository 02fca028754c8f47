import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { css, cx } from 'styled-system/css';
import { heading } from 'styled-system/recipes';

// Build-time styles (docs/decisions/060): the values of the Chakra box, badge (subtle, small, brand), heading and
// grid that drew the tiers.
const tier = css({ borderWidth: '1px', borderColor: 'border', borderTopWidth: '4px', borderTopColor: 'brand.600', rounded: 'md', p: '5' });
const badge = css({
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: 'l2',
  gap: '1',
  fontWeight: 'medium',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  userSelect: 'none',
  bg: 'brand.subtle',
  color: 'brand.fg',
  textStyle: 'xs',
  px: '1.5',
  minH: '5',
  mb: '2',
});
const tierTitle = cx(heading(), css({ textStyle: 'md', mb: '2' }));
const termsText = css({ fontSize: 'sm', color: 'fg.muted' });
const grid = css({
  listStyleType: 'none',
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
  gap: '4',
});

function Tier({ name, label, who, terms }: { name: string; label: ReactNode; who: ReactNode; terms: ReactNode }) {
  return (
    <li className={tier}>
      <span className={badge}>
        <Trans>Tier {name}</Trans>
      </span>
      <h3 className={tierTitle}>{label}</h3>
      <p className={css({ mb: '2' })}>{who}</p>
      <p className={termsText}>{terms}</p>
    </li>
  );
}

/** The four credit tiers a dealer's customer can fall in, with the terms each one gets. */
export function CreditTiers() {
  return (
    <ul className={grid}>
      <Tier
        name="A"
        label={<Trans>Established credit</Trans>}
        who={<Trans>Scores from 680, with a steady payment history.</Trans>}
        terms={<Trans>Terms up to 72 months, up to 120% of book value.</Trans>}
      />
      <Tier
        name="B"
        label={<Trans>Near-prime</Trans>}
        who={<Trans>Scores from 600 to 679, or a few late payments in the past two years.</Trans>}
        terms={<Trans>Terms up to 72 months, up to 115% of book value.</Trans>}
      />
      <Tier
        name="C"
        label={<Trans>Rebuilding credit</Trans>}
        who={<Trans>Scores below 600, a discharged bankruptcy or a past repossession.</Trans>}
        terms={<Trans>Terms up to 60 months, up to 110% of book value.</Trans>}
      />
      <Tier
        name="D"
        label={<Trans>First-time buyers</Trans>}
        who={<Trans>Little or no credit history, with proof of income and residence.</Trans>}
        terms={<Trans>Terms up to 60 months, up to 100% of book value.</Trans>}
      />
    </ul>
  );
}
