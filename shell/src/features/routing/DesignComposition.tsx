import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { pageContainer } from 'styled-system/recipes';
import type { Locale } from 'shared-contracts';
import { RemoteWidget } from '@/features/remotes/RemoteWidget';
import { UnavailablePanel } from '@/features/remotes/UnavailablePanel';

// Build-time styles (docs/decisions/060): Chakra's container recipe and a stack, as `<Container maxW="5xl" pb="12">`
// around `<Stack gap="10">` drew them; the samples themselves are Chakra islands (RemoteWidget, decision 072).
const samples = cx(pageContainer(), css({ maxW: '5xl', pb: '12', display: 'flex', flexDirection: 'column', gap: '10' }));

/**
 * The style guide (/design) shows the components of every remote, so it is the one page composed from all
 * three: mfe-public's page, then the samples mfe-auth and mfe-account expose.
 */
export function DesignComposition({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <>
      {children}
      <div className={samples}>
        <RemoteWidget id={{ remote: 'auth', module: './DesignSamples' }} locale={locale} fallback={<UnavailablePanel compact />} />
        <RemoteWidget id={{ remote: 'account', module: './DesignSamples' }} locale={locale} fallback={<UnavailablePanel compact />} />
      </div>
    </>
  );
}
