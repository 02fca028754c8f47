import { use, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  BadgeCheck,
  Briefcase,
  GraduationCap,
  HandHeart,
  Handshake,
  HeartHandshake,
  Landmark,
  MessageSquare,
  MessagesSquare,
  Scale,
  Sprout,
  type LucideIcon,
} from 'lucide-react';
import { COMPANY, type Locale, type RemotePageProps } from 'shared-contracts';
import { css, cx } from 'styled-system/css';
import { heading } from 'styled-system/recipes';
import { CallToActionBanner } from '@/components/CallToActionBanner';
import { IconCard, IconCardGrid } from '@/components/IconCard';
import { LeavingSiteLink } from '@/components/LeavingSiteLink';
import { PageBody, PageHeader } from '@/components/PageHeader';
import { RouteButton } from '@/components/RouteButton';
import { loadAboutCatalog } from '@/features/about/i18n';
import { cardBody, cardRoot, cardRootSubtle } from '@/styles/card';
import { iconStyle } from '@/styles/icon';

// Build-time styles (docs/decisions/060): the values of the Chakra stacks, grids, cards, headings and texts that
// drew the page.
const sections = css({ display: 'flex', flexDirection: 'column', gap: { base: '12', md: '16' } });
const sectionTitle = cx(heading({ size: '2xl' }), css({ color: 'brand.700', mb: '5' }));
const storyGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: '3fr 2fr' },
  gap: { base: '8', lg: '12' },
  alignItems: 'start',
});
const storyText = css({ display: 'flex', flexDirection: 'column', gap: '4', fontSize: 'lg', lineHeight: 'tall' });
const missionCard = cx(cardRootSubtle, css({ bg: 'brand.700', color: 'white', rounded: 'xl' }));
const missionBody = cx(cardBody, css({ gap: '3', p: { base: '6', md: '8' } }));
const missionTitle = heading({ size: 'xl' });
const missionText = css({ fontSize: 'lg', lineHeight: 'tall' });
const figuresGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
  gap: { base: '3', md: '4' },
});
const figureCard = cx(cardRoot, css({ borderColor: 'gray.200', borderTopWidth: '4px', borderTopColor: 'brand.accent' }));
const figureBody = cx(cardBody, css({ gap: '1' }));
const figureValue = css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', color: 'brand.700', lineHeight: 'short' });
const mutedText = css({ color: 'gray.700' });
const valuesGrid = css({ display: 'grid', gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', md: 'repeat(2, minmax(0, 1fr))' }, gap: '5' });
const valueRow = css({ display: 'flex', flexDirection: 'row', alignItems: 'start', gap: '4' });
const valueIcon = css({ bg: 'brand.50', color: 'brand.700', p: '3', rounded: 'lg', flexShrink: 0 });
const valueText = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const valueTitle = heading({ size: 'md' });
const licensingCard = cx(cardRoot, css({ borderColor: 'gray.200' }));
const licensingIcon = css({ color: 'brand.700', pt: '1', flexShrink: 0 });
const licensingText = css({ display: 'flex', flexDirection: 'column', gap: '3' });
// shared-ui's ExternalLink (Chakra's link recipe) with the values it was given.
const registryLink = css({ color: 'brand.700', fontWeight: 'semibold', textDecoration: 'underline' });
const communityColumns = css({ gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } });

/**
 * Spec 2.2 /about: the company's story, mission, values, figures, licensing and community. The figures are
 * the ones the rest of the site states (since 2004, replies within one business day, dealer decisions within
 * 30 minutes and funding within one business day, three languages); no person is named.
 */
export default function AboutPage({ routeId, locale }: RemotePageProps) {
  use(loadAboutCatalog(locale));
  return (
    <>
      <PageHeader routeId={routeId} />
      <PageBody>
        <div className={sections}>
          <Story />
          <Figures />
          <Values />
          <Licensing />
          <Community />
          <WorkWithUs locale={locale} />
        </div>
      </PageBody>
    </>
  );
}

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Story() {
  return (
    <div className={storyGrid}>
      <Section id="about-story" title={<Trans>Our story</Trans>}>
        <div className={storyText}>
          <p>
            <Trans>
              We made our first car loan in 2004, to a customer whom the banks had turned down. Our founders believed that
              a steady job and the will to pay say more about a person than a credit score, and that everyone needs a
              reliable way to get to work, to school and to their family.
            </Trans>
          </p>
          <p>
            <Trans>
              We still lend that way. We work with dealers who sell used cars, light trucks and SUVs, look at each
              customer as a whole, and keep every loan with our own servicing team in the United States instead of
              selling it on. The people who answer your call know your account.
            </Trans>
          </p>
        </div>
      </Section>
      <div className={missionCard}>
        <div className={missionBody}>
          <h2 className={missionTitle}>
            <Trans>Our mission</Trans>
          </h2>
          <p className={missionText}>
            <Trans>
              To help people with every kind of credit history drive a reliable car, with a loan they understand and a
              team that treats them with respect.
            </Trans>
          </p>
        </div>
      </div>
    </div>
  );
}

function Figures() {
  const { t } = useLingui();
  const figures = [
    { value: '2004', label: t`the year we made our first car loan` },
    { value: t`1 business day`, label: t`to answer your messages` },
    { value: t`30 minutes`, label: t`for most dealer credit decisions, Monday to Saturday` },
    { value: '3', label: t`languages on our website and in your online account` },
  ];
  return (
    <Section id="about-figures" title={<Trans>At a glance</Trans>}>
      <div className={figuresGrid}>
        {figures.map((figure) => (
          <div key={figure.label} className={figureCard}>
            <div className={figureBody}>
              <p className={figureValue}>{figure.value}</p>
              <p className={mutedText}>{figure.label}</p>
            </div>
          </div>
        ))}
      </div>
    </Section>
  );
}

function Values() {
  const values: ReadonlyArray<{ icon: LucideIcon; title: ReactNode; text: ReactNode }> = [
    {
      icon: HeartHandshake,
      title: <Trans>Respect</Trans>,
      text: <Trans>Every customer is treated as a person with a story, never as a score or an account number.</Trans>,
    },
    {
      icon: MessagesSquare,
      title: <Trans>Plain language</Trans>,
      text: (
        <Trans>We explain your payment, your interest and your options in words you can use, in English, Spanish or Portuguese.</Trans>
      ),
    },
    {
      icon: Scale,
      title: <Trans>Responsible lending</Trans>,
      text: <Trans>We lend an amount that fits your income, so the car helps your budget instead of straining it.</Trans>,
    },
    {
      icon: Handshake,
      title: <Trans>Partnership</Trans>,
      text: (
        <Trans>
          Dealers get quick decisions and fast funding; customers get flexibility when life happens, such as a new due date.
        </Trans>
      ),
    },
  ];
  return (
    <Section id="about-values" title={<Trans>What we value</Trans>}>
      <div className={valuesGrid}>
        {values.map((value, index) => (
          <div key={index} className={valueRow}>
            <div className={valueIcon} aria-hidden>
              <value.icon className={iconStyle('6')} />
            </div>
            <div className={valueText}>
              <h3 className={valueTitle}>{value.title}</h3>
              <p className={mutedText}>{value.text}</p>
            </div>
          </div>
        ))}
      </div>
    </Section>
  );
}

function Licensing() {
  const { t } = useLingui();
  const company = COMPANY.name;
  return (
    <Section id="about-licensing" title={<Trans>Licensing and regulation</Trans>}>
      <div className={licensingCard}>
        <div className={cardBody}>
          <div className={valueRow}>
            <div className={licensingIcon} aria-hidden>
              <Landmark size={28} />
            </div>
            <div className={licensingText}>
              <p>
                <Trans>
                  {company} is licensed as a consumer lender or sales finance company in the states where state law
                  requires it. You can look up our licenses on NMLS Consumer Access, the official registry of licensed
                  lenders.
                </Trans>
              </p>
              <p>
                <Trans>
                  We follow the federal consumer protection laws that apply to car loans, including the Truth in Lending
                  Act, the Equal Credit Opportunity Act, the Fair Credit Reporting Act and the Servicemembers Civil Relief
                  Act. We do not discriminate against any applicant on the basis of race, color, religion, national
                  origin, sex, marital status, age, receipt of public assistance or any other basis the law prohibits.
                </Trans>
              </p>
              <div>
                <LeavingSiteLink href={COMPANY.licensingRegistryUrl} newTabHint={t`(opens in a new tab)`} className={registryLink}>
                  <BadgeCheck aria-hidden size={18} />
                  {t`Look us up on NMLS Consumer Access`}
                </LeavingSiteLink>
              </div>
            </div>
          </div>
        </div>
      </div>
    </Section>
  );
}

function Community() {
  const efforts: ReadonlyArray<{ icon: LucideIcon; title: ReactNode; text: ReactNode }> = [
    {
      icon: GraduationCap,
      title: <Trans>Money skills</Trans>,
      text: (
        <Trans>
          Our employees teach free classes on budgeting, credit reports and buying a first car at community centers and
          high schools.
        </Trans>
      ),
    },
    {
      icon: HandHeart,
      title: <Trans>Volunteer days</Trans>,
      text: <Trans>Every employee has paid time off to volunteer with a local food bank, shelter or school of their choice.</Trans>,
    },
    {
      icon: Sprout,
      title: <Trans>After a disaster</Trans>,
      text: (
        <Trans>
          When a hurricane, flood or fire strikes, we contact customers in the area, offer payment relief and support
          local relief groups.
        </Trans>
      ),
    },
  ];
  return (
    <Section id="about-community" title={<Trans>In our community</Trans>}>
      <IconCardGrid columns={communityColumns}>
        {efforts.map((effort, index) => (
          <IconCard key={index} icon={effort.icon} title={effort.title}>
            {effort.text}
          </IconCard>
        ))}
      </IconCardGrid>
    </Section>
  );
}

function WorkWithUs({ locale }: { locale: Locale }) {
  return (
    <CallToActionBanner
      id="about-join"
      title={<Trans>Work with us</Trans>}
      actions={
        <>
          <RouteButton routeId="careers" locale={locale} icon={Briefcase}>
            <Trans>See open jobs</Trans>
          </RouteButton>
          <RouteButton routeId="dealers" locale={locale} icon={Handshake} secondary>
            <Trans>Become a dealer partner</Trans>
          </RouteButton>
          <RouteButton routeId="contact" locale={locale} icon={MessageSquare} secondary>
            <Trans>Contact us</Trans>
          </RouteButton>
        </>
      }
    >
      <Trans>
        We hire in customer service, collections, underwriting, dealer relations, technology and operations. Dealers
        who want to offer our financing can reach our dealer team, and customers can write to us at any time.
      </Trans>
    </CallToActionBanner>
  );
}
