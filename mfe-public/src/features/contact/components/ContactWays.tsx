import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Landmark, Mail, MessageSquareLock, Phone } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { COMPANY, localizePath, pathOf, type Locale } from 'shared-contracts/core';
import { authenticatedAtom } from 'shared-contracts/atoms';
import { css, cx } from 'styled-system/css';
import { button, heading, link } from 'styled-system/recipes';
import { PostalAddress } from '@/components/PostalAddress';
import { useSupportHoursText } from '@/components/SupportHours';
import { SupportPhoneLink } from '@/components/SupportPhone';
import { useOpenLogin } from '@/hooks/useOpenLogin';
import { cardBody, cardRoot } from '@/styles/card';

// Build-time styles (docs/decisions/060): the values of the Chakra grid, card (outline, small), heading and texts
// that drew them, and of Chakra's Button (outline, medium, brand) and Link for the secure messages and payments.
const grid = css({ display: 'grid', gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', md: 'repeat(2, minmax(0, 1fr))' }, gap: '4', listStyleType: 'none' });
const card = cx(cardRoot, css({ h: 'full' }));
const body = cx(cardBody, css({ padding: '4', gap: '3' }));
const title = cx(heading({ size: 'md' }), css({ color: 'brand.700', display: 'flex', alignItems: 'center', gap: '2' }));
const content = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const small = css({ fontSize: 'sm' });
const outlineButton = cx(button({ variant: 'outlineStrong', size: 'md', palette: 'brand' }), css({ alignSelf: 'start' }));
const paymentsLink = cx(link(), css({ color: 'brand.700', fontWeight: 'semibold' }));

function Way({ icon, title: titleText, children }: { icon: ReactNode; title: ReactNode; children: ReactNode }) {
  return (
    <div className={card}>
      <div className={body}>
        <h3 className={title}>
          {icon}
          {titleText}
        </h3>
        <div className={content}>{children}</div>
      </div>
    </div>
  );
}

/** Spec 2.2 /contact: the phone with its hours, the letters address, secure messaging and where payments go. */
export function ContactWays({ locale }: { locale: Locale }) {
  const signedIn = useAtomValue(authenticatedAtom);
  const openLogin = useOpenLogin();
  const hours = useSupportHoursText(locale, { asSentence: true });

  return (
    <ul className={grid}>
      <li>
        <Way icon={<Phone aria-hidden size={20} />} title={<Trans>Call customer support</Trans>}>
          <SupportPhoneLink fontSize="xl" />
          <p>{hours}</p>
        </Way>
      </li>
      <li>
        <Way icon={<Mail aria-hidden size={20} />} title={<Trans>Write to us</Trans>}>
          <PostalAddress lines={COMPANY.correspondenceAddress} />
          <p className={small}>
            <Trans>For letters and documents. Please write your account number on every page.</Trans>
          </p>
        </Way>
      </li>
      <li>
        <Way icon={<MessageSquareLock aria-hidden size={20} />} title={<Trans>Secure messaging</Trans>}>
          <p>
            <Trans>
              Customers with an online account can write to us from their account and read our answer there. It is
              the safest way to share account details.
            </Trans>
          </p>
          {signedIn ? (
            <RouterLink to={localizePath(pathOf('accountMessaging'), locale)} className={outlineButton}>
              <Trans>Open secure messages</Trans>
            </RouterLink>
          ) : (
            <button type="button" className={outlineButton} onClick={openLogin}>
              <Trans>Log in to send a secure message</Trans>
            </button>
          )}
        </Way>
      </li>
      <li>
        <Way icon={<Landmark aria-hidden size={20} />} title={<Trans>Sending a payment?</Trans>}>
          <p>
            <Trans>Please do not mail payments to the address above: they go to our payment processing center.</Trans>
          </p>
          <RouterLink to={localizePath(pathOf('payments'), locale)} className={paymentsLink}>
            <Trans>See where to mail a check and other ways to pay</Trans>
          </RouterLink>
        </Way>
      </li>
    </ul>
  );
}
