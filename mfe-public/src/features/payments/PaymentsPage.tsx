import { Suspense, use } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { CalendarClock, Laptop, LogIn, Mail, Phone, Store, UserRound } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { COMPANY, localizePath, pathOf, type Locale, type RemotePageProps } from 'shared-contracts';
import { authenticatedAtom } from 'shared-contracts/atoms';
import { css, cx } from 'styled-system/css';
import { button, link } from 'styled-system/recipes';
import { PageBody, PageHeader } from '@/components/PageHeader';
import { PostalAddress } from '@/components/PostalAddress';
import { useSupportHoursText } from '@/components/SupportHours';
import { CallSupportButton } from '@/components/SupportPhone';
import { useOpenLogin } from '@/hooks/useOpenLogin';
import { useScrollToHash } from '@/hooks/useScrollToHash';
import { loadPaymentsCatalog } from '@/features/payments/i18n';
import type { PaymentSectionId } from '@/features/payments/payment-facts';
import { PaymentMethod } from '@/features/payments/PaymentMethod';
import { PaymentTips } from '@/features/payments/PaymentTips';
import { PostingTimes } from '@/features/payments/PostingTimes';
import { preloadable } from 'shared-ui/chakra-free';

/*
 * The guest payment is a form, still drawn by Chakra: loaded lazily, so Chakra comes with it and the page's words
 * are drawn at build time (docs/decisions/060). The server waits for it (all ready) and renders it; hydration picks
 * it up when its chunk is there, the server's HTML standing until then.
 */
const GuestPayment = preloadable(() => import('@/features/payments/guest/GuestPayment').then((module) => module.GuestPayment), { island: true }).Component;

// Build-time styles (docs/decisions/060): the values of the Chakra stacks, links, buttons, texts and box that drew
// the page around its ways to pay.
const actionRow = css({ display: 'flex', flexDirection: 'row', alignItems: 'center', flexWrap: 'wrap', gap: '3' });
const sectionLinks = css({ display: 'flex', flexDirection: 'row', alignItems: 'center', flexWrap: 'wrap', listStyleType: 'none', gap: '2' });
const sectionLink = cx(
  link(),
  css({
    display: 'inline-block',
    px: '3',
    py: '1.5',
    rounded: 'full',
    bg: 'white',
    borderWidth: '1px',
    borderColor: 'brand.100',
    color: 'brand.700',
    fontWeight: 'medium',
    fontSize: 'sm',
    _hover: { borderColor: 'brand.500', textDecoration: 'none' },
  }),
);
const body = css({ display: 'flex', flexDirection: 'column', gap: '6' });
const brandButton = button({ variant: 'solid', size: 'md', palette: 'brand' });
const loginStack = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2' });
const small = css({ fontSize: 'sm' });
const enrollLink = cx(link(), css({ color: 'brand.700', fontWeight: 'semibold', textDecoration: 'underline' }));
const addressBox = css({ bg: 'gray.50', borderWidth: '1px', borderColor: 'gray.200', rounded: 'md', p: '4', maxW: 'sm' });
const addressTitle = css({ fontWeight: 'bold', mb: '1' });
const addressLines = css({ lineHeight: 'tall' });

/** Spec 2.2 /payments: every way to pay, what it costs, when it posts, and how to pay on time. */
export default function PaymentsPage({ routeId, locale }: RemotePageProps) {
  use(loadPaymentsCatalog(locale));
  const { t } = useLingui();
  useScrollToHash();
  const phone = COMPANY.supportPhone.display;
  const company = COMPANY.name;
  const agentHours = useSupportHoursText(locale);

  const sections: Array<{ id: PaymentSectionId; label: string }> = [
    { id: 'online', label: t`Online` },
    { id: 'autopay', label: t`Autopay` },
    { id: 'phone', label: t`By phone` },
    { id: 'mail', label: t`By mail` },
    { id: 'in-person', label: t`In person` },
  ];

  return (
    <>
      <PageHeader routeId={routeId}>
        <div className={actionRow}>
          <AccountButton locale={locale} />
        </div>
        <nav aria-label={t`Ways to pay on this page`}>
          <ul className={sectionLinks}>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={sectionLink}>
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>
      <PageBody>
        <div className={body}>
          {/* Paying without an account (docs/decisions/058), for a signed-out visitor; the ways to pay follow it. */}
          <GuestPaymentUnlessSignedIn locale={locale} />
          <PaymentMethod
            id="online"
            icon={Laptop}
            title={t`Pay online in your account`}
            cost={t`Free`}
            summary={
              <Trans>
                Log in to pay from your checking or savings account or with a debit card. You get a confirmation number
                right away.
              </Trans>
            }
            details={[
              <Trans key="hours">Available 24 hours a day, 7 days a week.</Trans>,
              <Trans key="posting">Paid before 6 p.m. Central time on a business day, it posts the same business day.</Trans>,
              <Trans key="schedule">Schedule a payment for a later date, and pay more than your monthly payment at any time.</Trans>,
            ]}
            action={<AccountButton locale={locale} withEnroll />}
          />
          <PaymentMethod
            id="autopay"
            icon={CalendarClock}
            title={t`Set up autopay`}
            cost={t`Free`}
            summary={
              <Trans>
                We take your monthly payment from your checking or savings account on the day you choose, so you never
                miss a due date.
              </Trans>
            }
            details={[
              <Trans key="turn-on">Turn it on in your account after you log in, with the bank account and the day you want.</Trans>,
              <Trans key="amount">Autopay pays your regular monthly payment. You can still make extra payments online.</Trans>,
              <Trans key="change">Change or stop autopay at least three business days before the next payment date.</Trans>,
            ]}
          />
          <PaymentMethod
            id="phone"
            icon={Phone}
            title={t`Pay by phone`}
            cost={t`No fee`}
            summary={
              <Trans>
                Call {phone}. Our automated line takes payments 24 hours a day, and our agents can take your payment
                during business hours.
              </Trans>
            }
            details={[
              <Trans key="hours">Agents: {agentHours}.</Trans>,
              <Trans key="fee">There is no fee to pay by phone, with the automated line or with an agent.</Trans>,
              <Trans key="ready">Have your account number and your bank routing and account numbers, or your debit card, ready.</Trans>,
              <Trans key="posting">Paid before 6 p.m. Central time on a business day, it posts the same business day.</Trans>,
            ]}
            action={<CallSupportButton />}
          />
          <PaymentMethod
            id="mail"
            icon={Mail}
            title={t`Pay by mail`}
            cost={t`No fee from us`}
            summary={<Trans>Mail a check or money order made payable to {company}. Please do not send cash.</Trans>}
            details={[
              <Trans key="account">Write your account number on the check or money order.</Trans>,
              <Trans key="coupon">Include the payment coupon from your statement if you have one.</Trans>,
              <Trans key="timing">Mail it 7 to 10 days before your due date. It posts the business day we receive it.</Trans>,
              <Trans key="letters">
                This address only processes payments. Send questions by secure message or call us, so they reach us
                quickly.
              </Trans>,
            ]}
            action={<MailingAddress />}
          />
          <PaymentMethod
            id="in-person"
            icon={Store}
            title={t`Pay in person`}
            cost={t`The location may charge a fee`}
            free={false}
            summary={
              <Trans>
                Pay with cash at thousands of participating retail stores, pharmacies and money-transfer agent locations
                that belong to national cash payment networks.
              </Trans>
            }
            details={[
              <Trans key="tell">Tell the cashier you are paying {company} and give your account number.</Trans>,
              <Trans key="fee">
                The location may charge its own service fee and tells you the amount before you pay. We do not add a fee.
              </Trans>,
              <Trans key="posting">Payments usually post within one to two business days. Keep your receipt as proof.</Trans>,
              <Trans key="offices">We cannot accept cash at our offices.</Trans>,
            ]}
          />
          <PostingTimes />
          <PaymentTips locale={locale} />
        </div>
      </PageBody>
    </>
  );
}

/** The log-in entry point; a signed-in customer goes straight to the account instead. */
function AccountButton({ locale, withEnroll = false }: { locale: Locale; withEnroll?: boolean }) {
  const signedIn = useAtomValue(authenticatedAtom);
  const openLogin = useOpenLogin();
  if (signedIn) {
    return (
      <RouterLink to={localizePath(pathOf('account'), locale)} className={brandButton}>
        <UserRound aria-hidden />
        <Trans>Go to my account</Trans>
      </RouterLink>
    );
  }
  return (
    <div className={loginStack}>
      <button type="button" className={brandButton} onClick={openLogin}>
        <LogIn aria-hidden />
        <Trans>Log in to pay</Trans>
      </button>
      {withEnroll ? (
        <p className={small}>
          <Trans>
            No online access yet?{' '}
            <RouterLink to={localizePath(pathOf('enroll'), locale)} className={enrollLink}>
              Enroll with your account number
            </RouterLink>
          </Trans>
        </p>
      ) : null}
    </div>
  );
}

function MailingAddress() {
  const { t } = useLingui();
  return (
    <div className={addressBox}>
      <p className={addressTitle}>{t`Payment address`}</p>
      <PostalAddress lines={COMPANY.paymentAddress} className={addressLines} />
    </div>
  );
}

function GuestPaymentUnlessSignedIn({ locale }: { locale: Locale }) {
  const signedIn = useAtomValue(authenticatedAtom);
  return signedIn ? null : (
    <Suspense fallback={null}>
      <GuestPayment locale={locale} />
    </Suspense>
  );
}
