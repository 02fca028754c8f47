import { useId, type ReactNode } from 'react';
import { Leaf, Smartphone, type LucideIcon } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { button, card, heading } from 'styled-system/recipes';
import { useLeavingSiteLink, useOfferWords } from 'shared-ui/chakra-free';

/*
 * The offers of spec 3 drawn at build time (docs/decisions/060): shared-ui's `PromptCard`, `AppOfferCard` and
 * `PaperlessOfferCard` (the account overview's, which stay Chakra) with the same elements, words (`useOfferWords`),
 * names and focus target, and the values of the Chakra components that drew them: the card slot recipe (outline,
 * md), the heading recipe (md), the button recipe (the store links' outline sm, the paperless action's solid sm, and
 * the dismiss button's ghost sm as Chakra's `CloseButton`, an `IconButton`) and Chakra's stack and box values.
 */
const cardClasses = card({ variant: 'outline', size: 'md' });
const cardRoot = cx(cardClasses.root, css({ borderColor: 'brand.100', bg: 'brand.50', position: 'relative' }));
// HStack align="start" gap="4"; the icon's Box; Stack gap="2" pe="8"; HStack gap="3" wrap="wrap" pt="1".
const cardRow = css({ display: 'flex', flexDirection: 'row', alignItems: 'start', gap: '4' });
const iconBadge = css({ bg: 'white', color: 'brand.700', p: '3', rounded: 'full', flexShrink: 0 });
const cardText = css({ display: 'flex', flexDirection: 'column', gap: '2', pe: '8' });
const cardHeading = cx(heading({ size: 'md' }), css({ color: 'brand.800' }));
const cardActions = css({ display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '3', flexWrap: 'wrap', pt: '1' });
// Chakra's CloseButton: an IconButton (px 0, py 0, its icon at 1.2em) of the ghost variant, here sm, in the corner.
const dismissButton = cx(
  button({ variant: 'ghost', size: 'sm' }),
  css({ px: '0', py: '0', _icon: { fontSize: '1.2em' }, position: 'absolute', top: '2', insetEnd: '2' }),
);
// `Button asChild variant="outline" colorPalette="brand" bg="white" size="sm"` around shared-ui's ExternalLink.
const storeLink = cx(button({ variant: 'outline', size: 'sm', palette: 'brand' }), css({ bg: 'white', textDecoration: 'none' }));
/** The paperless action: `Button colorPalette="brand" size="sm"` (solid), on a `<button>` or a link. */
export const offerAction = button({ size: 'sm', palette: 'brand' });
// Chakra's VisuallyHidden.
const visuallyHidden = css({ srOnly: true });

/** Chakra's CloseIcon (the icon CloseButton draws). */
function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path
        fillRule="evenodd"
        clipRule="evenodd"
        d="M18.7071 6.70711C19.0976 6.31658 19.0976 5.68342 18.7071 5.29289C18.3166 4.90237 17.6834 4.90237 17.2929 5.29289L12 10.5858L6.70711 5.29289C6.31658 4.90237 5.68342 4.90237 5.29289 5.29289C4.90237 5.68342 4.90237 6.31658 5.29289 6.70711L10.5858 12L5.29289 17.2929C4.90237 17.6834 4.90237 18.3166 5.29289 18.7071C5.68342 19.0976 6.31658 19.0976 6.70711 18.7071L12 13.4142L17.2929 18.7071C17.6834 19.0976 18.3166 19.0976 18.7071 18.7071C19.0976 18.3166 19.0976 17.6834 18.7071 17.2929L13.4142 12L18.7071 6.70711Z"
      />
    </svg>
  );
}

interface OfferCardProps {
  icon: LucideIcon;
  title: string;
  dismissLabel: string;
  onDismiss: () => void;
  actions: ReactNode;
  children: ReactNode;
}

/**
 * One dismissible offer (shared-ui's `PromptCard` at build time): a section named by its heading, whose heading
 * takes the focus (`data-prompt-heading`, tabIndex -1) so a page can move the focus to the prompt left after one
 * is dismissed.
 */
function OfferCard({ icon: IconComponent, title, dismissLabel, onDismiss, actions, children }: OfferCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cardRoot}>
      <div className={cardClasses.body}>
        <div className={cardRow}>
          <div className={iconBadge} aria-hidden="true">
            <IconComponent size={24} />
          </div>
          <div className={cardText}>
            <h2 id={headingId} className={cardHeading} tabIndex={-1} data-prompt-heading="">
              {title}
            </h2>
            <p>{children}</p>
            <div className={cardActions}>{actions}</div>
          </div>
        </div>
        <button type="button" className={dismissButton} aria-label={dismissLabel} onClick={onDismiss}>
          <CloseIcon />
        </button>
      </div>
    </section>
  );
}

/** An app store's page, through the shell's leaving-site warning (spec 4.6); `onContinue` runs as the visitor leaves. */
function StoreLink({ href, label, onContinue }: { href: string; label: string; onContinue: () => void }) {
  const onClick = useLeavingSiteLink(href, { onContinue });
  const { newTabHint } = useOfferWords();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" onClick={onClick} className={storeLink}>
      {label}
      <span className={visuallyHidden}> {newTabHint}</span>
    </a>
  );
}

/** The app offer ('download-app-shown'): a link per app store. */
export function AppOffer({ onDismiss, onContinue, children }: { onDismiss: () => void; onContinue: () => void; children: ReactNode }) {
  const { app } = useOfferWords();
  return (
    <OfferCard
      icon={Smartphone}
      title={app.title}
      dismissLabel={app.dismissLabel}
      onDismiss={onDismiss}
      actions={app.stores.map(({ id, label, url }) => (
        <StoreLink key={id} href={url} label={label} onContinue={onContinue} />
      ))}
    >
      {children}
    </OfferCard>
  );
}

/** The paperless offer ('paperless-shown'): the page gives the way to turn it on. */
export function PaperlessOffer({ onDismiss, action, children }: { onDismiss: () => void; action: ReactNode; children: ReactNode }) {
  const { paperless } = useOfferWords();
  return (
    <OfferCard icon={Leaf} title={paperless.title} dismissLabel={paperless.dismissLabel} onDismiss={onDismiss} actions={action}>
      {children}
    </OfferCard>
  );
}
