import { Trans } from '@lingui/react/macro';
import { COMPANY } from 'shared-contracts/core';
import { css, cx } from 'styled-system/css';
import { button, heading } from 'styled-system/recipes';

/*
 * Build-time styles (docs/decisions/060): shown when a remote's code could not load, so it must not need any other
 * code (Chakra's included) to draw; Chakra's heading and button recipes keep its look.
 */
const panel = css({
  maxW: '2xl',
  mx: 'auto',
  p: '6',
  borderWidth: '1px',
  borderColor: 'orange.300',
  bg: 'orange.50',
  borderRadius: 'lg',
});
const panelPage = css({ my: '12' });
const panelCompact = css({ my: '4' });
const stack = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const title = heading({ size: 'lg' });
const retryButton = button({ variant: 'outline', palette: 'brand' });

/** Shown in a remote's area when it cannot load; the rest of the site keeps working (a remote is deployed alone and may be down). */
export function UnavailablePanel({ onRetry, compact = false }: { onRetry?: () => void; compact?: boolean }) {
  const Title = compact ? 'h2' : 'h1';
  return (
    <div role="region" aria-labelledby="unavailable-title" className={cx(panel, compact ? panelCompact : panelPage)}>
      <div className={stack}>
        <Title id="unavailable-title" className={title}>
          <Trans>This part of the site is unavailable</Trans>
        </Title>
        <p>
          <Trans>
            We could not load it just now. The rest of the site still works. Please try again in a moment, or call
            us at{' '}
            <a href={`tel:${COMPANY.supportPhone.tel}`} style={{ textDecoration: 'underline' }}>
              {COMPANY.supportPhone.display}
            </a>
            .
          </Trans>
        </p>
        {onRetry ? (
          <div>
            <button type="button" className={retryButton} onClick={onRetry}>
              <Trans>Try again</Trans>
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
