import { Trans } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { ProgramCard } from '@/features/dealers/components/ProgramCard';

// Build-time styles (docs/decisions/060): Chakra's SimpleGrid values.
const grid = css({ display: 'grid', gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }, gap: '4' });

/** The dealer program in three cards: whom we finance, how fast, and what a partner dealership gets. */
export function DealerProgram() {
  return (
    <div className={grid}>
      <ProgramCard
        title={<Trans>Who we finance</Trans>}
        points={[
          <Trans key="1">Customers with every kind of credit history, from first-time buyers to established credit.</Trans>,
          <Trans key="2">Customers rebuilding after a discharged bankruptcy, a repossession or a collection.</Trans>,
          <Trans key="3">Self-employed and gig workers with bank statements as proof of income.</Trans>,
          <Trans key="4">Used vehicles up to 10 model years old with fewer than 125,000 miles.</Trans>,
        ]}
      />
      <ProgramCard
        title={<Trans>Fast decisions and funding</Trans>}
        points={[
          <Trans key="1">Most applications get a credit decision within 30 minutes, Monday to Saturday.</Trans>,
          <Trans key="2">Counter-offers that say exactly what would get the deal approved.</Trans>,
          <Trans key="3">Funding by ACH within one business day of a complete contract package.</Trans>,
          <Trans key="4">Electronic contracts and document upload, no couriers.</Trans>,
        ]}
      />
      <ProgramCard
        title={<Trans>What your dealership gets</Trans>}
        points={[
          <Trans key="1">A dedicated relationship manager who knows your lot and your customers.</Trans>,
          <Trans key="2">The dealer portal: submit applications, upload contracts and follow funding.</Trans>,
          <Trans key="3">No enrolment fee and no monthly minimum volume.</Trans>,
          <Trans key="4">Training for your finance staff, in English and Spanish.</Trans>,
        ]}
      />
    </div>
  );
}
