import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Link as RouterLink } from 'react-router-dom';
import { COMPANY, localizePath, pathOf, type Locale } from 'shared-contracts/core';
import { authenticatedAtom } from 'shared-contracts/atoms';
import { css } from 'styled-system/css';
import { usePromptFlags } from 'shared-ui/chakra-free';
import { AppOffer, offerAction, PaperlessOffer } from '@/features/home/OfferCards';
import { useOpenLogin } from '@/hooks/useOpenLogin';

// Chakra's SimpleGrid values (one column; two from md when both offers show; gap 5), at build time
// (docs/decisions/060): one whole class per case, so no two classes of one property depend on their order.
const oneColumn = css({ display: 'grid', gridTemplateColumns: 'repeat(1, minmax(0, 1fr))', gap: '5' });
const twoColumns = css({ display: 'grid', gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', md: 'repeat(2, minmax(0, 1fr))' }, gap: '5' });

/**
 * The app and paperless promotions of the home page (spec 3 UI flags 'download-app-shown' and 'paperless-shown');
 * each one leaves for good once dismissed or used. Nothing shows until the stored flags are read (usePromptFlags),
 * after hydration, so the server draws nothing here and a dismissed offer never flashes back. Drawn at build time:
 * no Chakra comes with them (docs/decisions/060, 072).
 */
export function Promotions({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const { isShown, markDone } = usePromptFlags();
  const openLogin = useOpenLogin();
  const signedIn = useAtomValue(authenticatedAtom);
  const showApp = isShown('download-app-shown');
  const showPaperless = isShown('paperless-shown');
  const company = COMPANY.name;
  if (!showApp && !showPaperless) return null;

  return (
    <section aria-label={t`Offers for you`}>
      <div className={showApp && showPaperless ? twoColumns : oneColumn}>
        {showApp ? (
          <AppOffer onDismiss={() => markDone('download-app-shown')} onContinue={() => markDone('download-app-shown')}>
            <Trans>
              Check your balance, make a payment and get a reminder before each due date with the free {company} app for
              iPhone and Android.
            </Trans>
          </AppOffer>
        ) : null}
        {showPaperless ? (
          <PaperlessOffer
            onDismiss={() => markDone('paperless-shown')}
            action={
              signedIn ? (
                <RouterLink className={offerAction} to={localizePath(pathOf('accountSettings'), locale)} onClick={() => markDone('paperless-shown')}>
                  <Trans>Turn on paperless statements</Trans>
                </RouterLink>
              ) : (
                <button
                  type="button"
                  className={offerAction}
                  onClick={() => {
                    markDone('paperless-shown');
                    openLogin();
                  }}
                >
                  <Trans>Log in to go paperless</Trans>
                </button>
              )
            }
          >
            <Trans>
              Get an e-mail when your statement is ready instead of waiting for the mail. It is faster, safer and uses
              less paper; turn it on in your account settings.
            </Trans>
          </PaperlessOffer>
        ) : null}
      </div>
    </section>
  );
}
