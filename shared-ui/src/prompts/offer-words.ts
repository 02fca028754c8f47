import { useLingui } from '@lingui/react/macro';
import { APP_STORE_LINKS } from 'shared-contracts/core';

export interface OfferWords {
  app: { title: string; dismissLabel: string; stores: Array<{ id: string; url: string; label: string }> };
  paperless: { title: string; dismissLabel: string };
  /** Read after a store link's text: the links open in a new tab (as shared-ui's `ExternalLink` says it). */
  newTabHint: string;
}

/**
 * The words the two offers of spec 3 always carry — their headings, their dismiss buttons' names and the app-store
 * buttons — written once, in shared-ui's catalog: shared-ui's Chakra cards (`AppOfferCard`, `PaperlessOfferCard`,
 * the account overview) and the home page's cards drawn at build time (mfe-public, docs/decisions/060) read them
 * here. Chakra-free (entry `shared-ui/chakra-free`). The pages give the offer's body and the paperless action.
 */
export function useOfferWords(): OfferWords {
  const { t } = useLingui();
  return {
    app: {
      title: t`Your loan in your pocket`,
      dismissLabel: t`Dismiss the app offer`,
      stores: APP_STORE_LINKS.map(({ id, label: storeName, url }) => ({ id, url, label: t`Get it on ${storeName}` })),
    },
    paperless: { title: t`Go paperless`, dismissLabel: t`Dismiss the paperless offer` },
    newTabHint: t`(opens in a new tab)`,
  };
}
