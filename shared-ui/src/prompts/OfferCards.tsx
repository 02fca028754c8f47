import type { ReactNode } from 'react';
import { Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Leaf, Smartphone } from 'lucide-react';
import { APP_STORE_LINKS } from 'shared-contracts';
import { ExternalLink } from '../links/ExternalLink';
import { PromptCard } from './PromptCard';

export interface OfferCardProps {
  /** The dismiss button: the page marks the prompt done (and may move the focus). */
  onDismiss: () => void;
  /** The offer in the page's own words. */
  children: ReactNode;
}

/**
 * The app offer of spec 3 ('download-app-shown'), on the home page and the account overview alike: its heading,
 * its dismiss button and a button per app store. `onContinue` runs as the visitor leaves for a store.
 */
export function AppOfferCard({ onDismiss, onContinue, children }: OfferCardProps & { onContinue: () => void }) {
  const { t } = useLingui();
  return (
    <PromptCard
      icon={Smartphone}
      title={t`Your loan in your pocket`}
      dismissLabel={t`Dismiss the app offer`}
      onDismiss={onDismiss}
      actions={APP_STORE_LINKS.map(({ id, label: storeName, url }) => (
        <Button key={id} asChild variant="outline" colorPalette="brand" bg="white" size="sm">
          <ExternalLink href={url} onContinue={onContinue} textDecoration="none">
            <Trans>Get it on {storeName}</Trans>
          </ExternalLink>
        </Button>
      ))}
    >
      {children}
    </PromptCard>
  );
}

/**
 * The paperless offer of spec 3 ('paperless-shown'): its heading and dismiss button; the page gives the way to
 * turn it on (the settings when signed in, the login otherwise).
 */
export function PaperlessOfferCard({ onDismiss, action, children }: OfferCardProps & { action: ReactNode }) {
  const { t } = useLingui();
  return (
    <PromptCard icon={Leaf} title={t`Go paperless`} dismissLabel={t`Dismiss the paperless offer`} onDismiss={onDismiss} actions={action}>
      {children}
    </PromptCard>
  );
}
