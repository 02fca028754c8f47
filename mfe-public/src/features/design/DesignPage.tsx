import { use } from 'react';
import { Stack } from '@chakra-ui/react';
import type { RemotePageProps } from 'shared-contracts';
import { PageBody, PageHeader } from '@/components/PageHeader';
import { ButtonSection } from '@/features/design/ButtonSection';
import { ColourSection } from '@/features/design/ColourSection';
import { DesignContents } from '@/features/design/DesignContents';
import { DialogSection } from '@/features/design/DialogSection';
import { FieldSection } from '@/features/design/FieldSection';
import { loadDesignCatalog } from '@/features/design/i18n';
import { LoadingBarSection } from '@/features/design/LoadingBarSection';
import { TypeSection } from '@/features/design/TypeSection';

/**
 * The living style guide (spec 2.2 /design): the design system as the site really renders it. The shell
 * appends the samples of mfe-auth and mfe-account under this page (DesignComposition).
 */
export default function DesignPage({ routeId, locale, shell }: RemotePageProps) {
  use(loadDesignCatalog(locale));
  return (
    <>
      <PageHeader routeId={routeId} />
      <PageBody>
        <Stack gap="14">
          <DesignContents />
          <ColourSection locale={locale} />
          <TypeSection />
          <ButtonSection />
          <FieldSection />
          <DialogSection shell={shell} />
          <LoadingBarSection locale={locale} />
        </Stack>
      </PageBody>
    </>
  );
}
