import { use } from 'react';
import { Trans } from '@lingui/react/macro';
import type { RemotePageProps } from 'shared-contracts';
import { css } from 'styled-system/css';
import { deferredRegion } from '@/components/DeferredRegion';
import { PageBody, PageHeader } from '@/components/PageHeader';
import { PageSection } from '@/components/PageSection';
import { WhyWorkHere } from '@/features/careers/components/WhyWorkHere';
import { loadCareersCatalog } from '@/features/careers/i18n';

// Build-time styles (docs/decisions/060): the values of the Chakra Stack and Text that drew the page.
const sections = css({ display: 'flex', flexDirection: 'column', gap: { base: '10', md: '14' } });
/**
 * The openings with their filters (Chakra's fields) and their loading and error states: the server draws the list,
 * the browser hydrates it when it is near the viewport or used, so the page answers a click without Chakra's runtime;
 * a filter chosen before then is held by the early script (docs/decisions/059, 060).
 */
const OpeningsList = deferredRegion('career-openings-region', () =>
  import(/* webpackChunkName: "career-openings" */ '@/features/careers/components/OpeningsList').then((module) => module.OpeningsList),
);
const notice = css({ fontSize: 'sm', color: 'fg.muted', maxW: '3xl' });

/** Spec 2.2 /careers: why work here, then the open positions from GET /api/careers. */
export default function CareersPage({ routeId, locale }: RemotePageProps) {
  use(loadCareersCatalog(locale));
  return (
    <>
      <PageHeader routeId={routeId} />
      <PageBody>
        <div className={sections}>
          <PageSection id="careers-why" title={<Trans>Why work here</Trans>}>
            <WhyWorkHere />
          </PageSection>
          <PageSection id="careers-openings" title={<Trans>Open positions</Trans>}>
            <OpeningsList locale={locale} />
          </PageSection>
          <p className={notice}>
            <Trans>
              We are an equal opportunity employer. We consider every qualified applicant without regard to race,
              color, religion, sex, sexual orientation, gender identity, national origin, age, disability, veteran
              status or any other characteristic protected by law.
            </Trans>
          </p>
        </div>
      </PageBody>
    </>
  );
}
