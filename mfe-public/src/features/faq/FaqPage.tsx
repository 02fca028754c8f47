import { use, useRef, useState, type MouseEvent } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { MessageSquare, SearchX, X } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { localizePath, pathOf, searchTerms, type Locale, type RemotePageProps, type RouteId } from 'shared-contracts/core';
import { css, cx } from 'styled-system/css';
import { button, heading, link } from 'styled-system/recipes';
import { CallToActionBanner } from '@/components/CallToActionBanner';
import { PageBody, PageHeader } from '@/components/PageHeader';
import { RouteButton } from '@/components/RouteButton';
import { CallSupportButton } from '@/components/SupportPhone';
import { CUSTOMER_FAQ } from '@/features/faq/customer-faq';
import { DEALER_FAQ } from '@/features/faq/dealer-faq';
import { countQuestions, filterFaq, translateFaq, type FaqSection } from '@/features/faq/faq-search';
import type { FaqGroup } from '@/features/faq/faq-types';
import { FaqSearchBox } from '@/features/faq/FaqSearchBox';
import { FaqSections, sectionHeadingId } from '@/features/faq/FaqSections';
import { loadFaqCatalog } from '@/features/faq/i18n';
import { cardBody, cardRoot } from '@/styles/card';
import { iconStyle } from '@/styles/icon';

/** One page for both FAQs (spec 2.2 /faq and /dealers/faq); the route decides the questions. */
const CONTENT: Partial<Record<RouteId, readonly FaqGroup[]>> = { faq: CUSTOMER_FAQ, dealersFaq: DEALER_FAQ };

export default function FaqPage({ routeId, locale }: RemotePageProps) {
  use(loadFaqCatalog(locale));
  // Keyed by route: going from one FAQ to the other starts with an empty search.
  return <FaqContent key={routeId} routeId={routeId} locale={locale} />;
}

function FaqContent({ routeId, locale }: { routeId: RouteId; locale: Locale }) {
  const { i18n } = useLingui();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<string[]>([]);
  const searchBox = useRef<HTMLInputElement>(null);
  const sections = translateFaq(CONTENT[routeId] ?? CUSTOMER_FAQ, i18n);
  const searching = searchTerms(query).length > 0;
  const visible = filterFaq(sections, query);

  // Typing opens exactly the questions that match; clearing the box closes them all again.
  const onQueryChange = (value: string) => {
    setQuery(value);
    setOpen(searchTerms(value).length > 0 ? filterFaq(sections, value).flatMap((section) => section.items.map((item) => item.id)) : []);
  };
  const onOpenChange = (section: FaqSection, openInSection: string[]) => {
    const inSection = new Set(section.items.map((item) => item.id));
    setOpen((current) => [...current.filter((id) => !inSection.has(id)), ...openInSection]);
  };

  return (
    <>
      <PageHeader routeId={routeId}>
        <FaqSearchBox ref={searchBox} value={query} onChange={onQueryChange} />
        <MatchCount count={countQuestions(visible)} searching={searching} />
      </PageHeader>
      <PageBody>
        <div className={layout}>
          <TopicsNav sections={visible} />
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '6', minW: '0' })}>
            {visible.length > 0 ? (
              <FaqSections sections={visible} query={query} locale={locale} open={open} onOpenChange={onOpenChange} />
            ) : (
              <NoResults
                query={query.trim()}
                locale={locale}
                onClear={() => {
                  onQueryChange('');
                  // The button goes away with the message: the visitor continues from the search box.
                  searchBox.current?.focus();
                }}
              />
            )}
            <StillHaveQuestions locale={locale} />
          </div>
        </div>
      </PageBody>
    </>
  );
}

/*
 * Build-time styles (docs/decisions/060) for the page's layout, its live count and its topics: the values of the
 * Chakra props that drew them before; the search box, the no-results card and its button are Chakra's input, card
 * and button recipes with the same values (no Chakra code on the page).
 */
const layout = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: '15rem 1fr' },
  gap: { base: '8', lg: '12' },
  alignItems: 'start',
});
const matchCount = css({ fontWeight: 'semibold', color: 'brand.800', minH: '6', mt: '-2' });
const topicsNav = css({ display: { base: 'none', lg: 'block' }, position: 'sticky', top: '6' });
const topicsTitle = css({ fontWeight: 'bold', color: 'gray.700', mb: '3', fontSize: 'sm', textTransform: 'uppercase', letterSpacing: 'wide' });
const topicsList = css({ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '2' });
const topicLink = cx(
  link(),
  css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    px: '3',
    py: '2',
    rounded: 'md',
    borderWidth: '1px',
    borderColor: 'gray.200',
    color: 'brand.700',
    fontWeight: 'medium',
    _hover: { bg: 'brand.50', textDecoration: 'none' },
  }),
);
const topicCount = css({ color: 'gray.600', fontSize: 'sm', ms: 'auto' });

/** The live region of the search: read out after each keystroke, empty while nothing is typed. */
function MatchCount({ count, searching }: { count: number; searching: boolean }) {
  return (
    <p role="status" aria-live="polite" aria-atomic className={matchCount}>
      {searching ? (
        <Plural
          value={count}
          _0="No questions match your search."
          one="# question matches your search."
          other="# questions match your search."
        />
      ) : null}
    </p>
  );
}

/** Links to each topic's heading; moves focus there too, so keyboard users continue from the topic. */
function TopicsNav({ sections }: { sections: readonly FaqSection[] }) {
  const { t } = useLingui();
  // On small screens the topics would push the questions below the fold; the headings are enough there.
  if (sections.length === 0) return <div className={css({ display: { base: 'none', lg: 'block' } })} />;
  const jump = (event: MouseEvent<HTMLAnchorElement>, sectionId: string) => {
    const heading = document.getElementById(sectionHeadingId(sectionId));
    if (!heading) return;
    event.preventDefault();
    heading.scrollIntoView({ behavior: 'smooth', block: 'start' });
    heading.focus({ preventScroll: true });
  };
  return (
    <nav aria-label={t`Topics`} className={topicsNav}>
      <p className={topicsTitle}>{t`Topics`}</p>
      <ul className={topicsList}>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${sectionHeadingId(section.id)}`} onClick={(event) => jump(event, section.id)} className={topicLink}>
              <section.icon className={iconStyle('4')} aria-hidden />
              {section.title}
              <span className={topicCount}>{section.items.length}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const noResultsCard = cx(cardRoot, css({ borderColor: 'gray.300' }));
const noResultsRow = css({ display: 'flex', flexDirection: 'row', alignItems: 'flex-start', gap: '4' });
const noResultsIcon = css({ color: 'brand.700', pt: '1' });
const noResultsText = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const noResultsTitle = heading({ size: 'lg' });
const contactLink = cx(link(), css({ color: 'brand.700', fontWeight: 'semibold', textDecoration: 'underline' }));
const showAllButton = cx(button({ variant: 'outline', size: 'sm', palette: 'brand' }), css({ mt: '1' }));

function NoResults({ query, locale, onClear }: { query: string; locale: Locale; onClear: () => void }) {
  return (
    <div className={noResultsCard}>
      <div className={cardBody}>
        <div className={noResultsRow}>
          <div className={noResultsIcon} aria-hidden>
            <SearchX size={28} />
          </div>
          <div className={noResultsText}>
            <h2 className={noResultsTitle}>
              <Trans>We could not find “{query}”</Trans>
            </h2>
            <p>
              <Trans>
                Check the spelling or try a shorter word. If your question is not here,{' '}
                <RouterLink className={contactLink} to={localizePath(pathOf('contact'), locale)}>
                  contact us
                </RouterLink>{' '}
                and we will answer you directly.
              </Trans>
            </p>
            <div>
              <button type="button" className={showAllButton} onClick={onClear}>
                <X aria-hidden />
                <Trans>Show all questions</Trans>
              </button>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

function StillHaveQuestions({ locale }: { locale: Locale }) {
  return (
    <CallToActionBanner
      id="faq-still-have-questions"
      title={<Trans>Still have a question?</Trans>}
      actions={
        <>
          <RouteButton routeId="contact" locale={locale} icon={MessageSquare}>
            <Trans>Contact us</Trans>
          </RouteButton>
          <CallSupportButton />
        </>
      }
    >
      <Trans>Our team in the United States answers messages within one business day.</Trans>
    </CallToActionBanner>
  );
}
