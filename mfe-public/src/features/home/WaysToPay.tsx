import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, CalendarClock, Laptop, Mail, Phone, Store, type LucideIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { COMPANY, localizePath, pathOf, type Locale } from 'shared-contracts/core';
import { css, cx } from 'styled-system/css';
import { heading, link } from 'styled-system/recipes';
import { cardBody, cardRoot } from '@/styles/card';
import { iconStyle } from '@/styles/icon';

const phone = COMPANY.supportPhone.display;

/** The ways to pay; each card opens its section of /payments (the anchors are that page's section ids). */
const WAYS: ReadonlyArray<{ anchor: string; icon: LucideIcon; title: MessageDescriptor; text: MessageDescriptor }> = [
  {
    anchor: 'online',
    icon: Laptop,
    title: msg`Pay online`,
    text: msg`Free, any time, from your account. Paid by 6 p.m. Central on a business day, it posts that day.`,
  },
  {
    anchor: 'autopay',
    icon: CalendarClock,
    title: msg`Set up autopay`,
    text: msg`We take your payment from your bank account on the day you choose, every month, at no cost.`,
  },
  {
    anchor: 'phone',
    icon: Phone,
    title: msg`Pay by phone`,
    text: msg`Call ${phone} to pay with our automated line or an agent. There is no fee.`,
  },
  {
    anchor: 'mail',
    icon: Mail,
    title: msg`Pay by mail`,
    text: msg`Send a check or money order with your account number written on it.`,
  },
  {
    anchor: 'in-person',
    icon: Store,
    title: msg`Pay in person`,
    text: msg`Pay with cash at thousands of participating stores and money-transfer locations.`,
  },
];

// Build-time styles (docs/decisions/060): the values of the Chakra cards, grid, stacks, headings and links that drew
// it.
const intro = css({ display: 'flex', flexDirection: 'column', gap: '2', mb: '6' });
const title = cx(heading(), css({ textStyle: '2xl', color: 'brand.700' }));
const lead = css({ fontSize: 'lg', color: 'gray.700' });
const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' },
  gap: '4',
});
const card = cx(cardRoot, css({ borderColor: 'gray.200', _hover: { borderColor: 'brand.500', shadow: 'md' } }));
const body = cx(cardBody, css({ gap: '3', flexDirection: { base: 'row', sm: 'column' }, alignItems: 'start' }));
const badge = css({ bg: 'brand.50', color: 'brand.700', p: '3', rounded: 'lg', flexShrink: 0 });
const text = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const wayTitle = cx(heading(), css({ textStyle: 'md' }));
const wayLink = cx(link(), css({ display: 'inline', color: 'brand.700', fontWeight: 'bold' }));
const arrow = css({ display: 'inline-block', verticalAlign: '-2px' });
const wayText = css({ fontSize: 'sm', color: 'gray.700' });

export function WaysToPay({ locale }: { locale: Locale }) {
  const { i18n } = useLingui();
  const payments = localizePath(pathOf('payments'), locale);
  return (
    <section aria-labelledby="home-ways-to-pay">
      <div className={intro}>
        <h2 id="home-ways-to-pay" className={title}>
          <Trans>Ways to pay</Trans>
        </h2>
        <p className={lead}>
          <Trans>Choose the way that suits you. Paying online, by phone or with autopay is always free.</Trans>
        </p>
      </div>
      <div className={grid}>
        {WAYS.map((way) => (
          <div key={way.anchor} className={card}>
            <div className={body}>
              <div className={badge} aria-hidden>
                <way.icon className={iconStyle('6')} />
              </div>
              <div className={text}>
                <h3 className={wayTitle}>
                  {/* Inline with a no-break space: the arrow stays with the last word when a long title wraps. */}
                  <RouterLink className={wayLink} to={`${payments}#${way.anchor}`}>
                    {i18n._(way.title)}
                    {'\u00a0'}
                    <span className={arrow} aria-hidden>
                      <ArrowRight size={16} />
                    </span>
                  </RouterLink>
                </h3>
                <p className={wayText}>{i18n._(way.text)}</p>
              </div>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
