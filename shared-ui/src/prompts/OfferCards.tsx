import type { ReactNode } from 'react';
import { Button } from '@chakra-ui/react';
import { Leaf, Smartphone } from 'lucide-react';
import { ExternalLink } from '../links/ExternalLink';
import { useOfferWords } from './offer-words';
import { PromptCard } from './PromptCard';

export interface OfferCardProps {
  /** The dismiss button: the page marks the prompt done (and may move the focus). */
  onDismiss: () => void;
  /** The offer in the page's own words. */
  children: ReactNode;
}

/**
 * The app offer of spec 3 ('download-app-shown') on the account overview: its heading, its dismiss button and a
 * button per app store. `onContinue` runs as the visitor leaves for a store. The home page draws the same card at
 * build time (mfe-public, docs/decisions/060) with the same words (`useOfferWords`).
 */
export function AppOfferCard({ onDismiss, onContinue, children }: OfferCardProps & { onContinue: () => void }) {
  const { app } = useOfferWords();
  return (
    <PromptCard
      icon={Smartphone}
      title={app.title}
      dismissLabel={app.dismissLabel}
      onDismiss={onDismiss}
      actions={app.stores.map(({ id, label, url }) => (
        <Button key={id} asChild variant="outline" colorPalette="brand" bg="white" size="sm">
          <ExternalLink href={url} onContinue={onContinue} textDecoration="none">
            {label}
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
  const { paperless } = useOfferWords();
  return (
    <PromptCard icon={Leaf} title={paperless.title} dismissLabel={paperless.dismissLabel} onDismiss={onDismiss} actions={action}>
      {children}
    </PromptCard>
  );
}
