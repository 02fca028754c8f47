import { use } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { RemotePageProps } from 'shared-contracts';
import { PageBody, PageHeader } from '@/components/PageHeader';
import { PageSection } from '@/components/PageSection';
import { OpeningsList } from '@/features/careers/components/OpeningsList';
import { WhyWorkHere } from '@/features/careers/components/WhyWorkHere';
import { loadCareersCatalog } from '@/features/careers/i18n';

/** Spec 2.2 /careers: why work here, then the open positions from GET /api/careers. */
export default function CareersPage({ routeId, locale }: RemotePageProps) {
  use(loadCareersCatalog(locale));
  return (
    <>
      <PageHeader routeId={routeId} />
      <PageBody>
        <Stack gap={{ base: '10', md: '14' }}>
          <PageSection id="careers-why" title={<Trans>Why work here</Trans>}>
            <WhyWorkHere />
          </PageSection>
          <PageSection id="careers-openings" title={<Trans>Open positions</Trans>}>
            <OpeningsList locale={locale} />
          </PageSection>
          <Text fontSize="sm" color="fg.muted" maxW="3xl">
            <Trans>
              We are an equal opportunity employer. We consider every qualified applicant without regard to race,
              color, religion, sex, sexual orientation, gender identity, national origin, age, disability, veteran
              status or any other characteristic protected by law.
            </Trans>
          </Text>
        </Stack>
      </PageBody>
    </>
  );
}
