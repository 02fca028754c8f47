import type { SyntheticEvent } from 'react';
import { ArrowRight, ChevronDown } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { localizePath, pathOf, type Locale } from 'shared-contracts/core';
import { css, cx } from 'styled-system/css';
import { heading, link } from 'styled-system/recipes';
import type { FaqSection } from '@/features/faq/faq-search';
import { HighlightedText } from '@/features/faq/HighlightedText';
import { iconStyle } from '@/styles/icon';

export const sectionHeadingId = (sectionId: string) => `faq-topic-${sectionId}`;

interface FaqSectionsProps {
  sections: readonly FaqSection[];
  query: string;
  locale: Locale;
  /** Ids of the open questions, across every section. */
  open: readonly string[];
  onOpenChange: (section: FaqSection, openInSection: string[]) => void;
}

/*
 * Build-time styles (docs/decisions/060): drawn as Chakra's enclosed accordion was (its recipe's values), from the
 * stylesheet built with the page. Each question is a native `<details>`/`<summary>`: it opens and closes before
 * any script has run, from the keyboard (Enter, Space) as from a click, and the browser tells assistive technology
 * whether it is expanded. The summary holds the question's h3 (HTML allows a heading in a summary).
 */
const sectionRow = css({ display: 'flex', alignItems: 'center', gap: '3', mb: '4' });
const sectionIcon = css({ bg: 'brand.50', color: 'brand.700', p: '2', rounded: 'md' });
const sectionTitle = cx(heading({ size: 'xl' }), css({ color: 'brand.700' }));
const list = css({
  width: 'full',
  borderWidth: '1px',
  borderRadius: 'l2',
  overflow: 'hidden',
  '& > :not(:first-child)': { borderTopWidth: '1px' },
});
const item = css({ overflowAnchor: 'none', _open: { bg: 'bg.subtle' } });
const trigger = css({
  display: 'flex',
  alignItems: 'center',
  textAlign: 'start',
  width: 'full',
  outline: '0',
  gap: '3',
  px: '4',
  py: '4',
  borderRadius: 'l2',
  cursor: 'pointer',
  listStyle: 'none',
  '&::-webkit-details-marker': { display: 'none' },
  _hover: { bg: 'gray.50' },
  _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing' },
});
const question = css({ flex: '1', fontFamily: 'heading', textStyle: 'md', fontWeight: 'medium' });
const indicator = css({
  color: 'brand.700',
  transition: 'rotate 0.2s',
  transformOrigin: 'center',
  '& svg': { width: '1.2em', height: '1.2em' },
  'details[open] > summary > &': { rotate: '180deg' },
});
const answerBody = css({ px: '4', pt: '2', pb: '5' });
const answerText = css({ color: 'gray.800', lineHeight: 'tall' });
const answerLink = cx(link(), css({ mt: '3', color: 'brand.700', fontWeight: 'semibold' }));

/** One heading and one list of questions per topic. */
export function FaqSections({ sections, query, locale, open, onOpenChange }: FaqSectionsProps) {
  const toggled = (section: FaqSection, id: string) => (event: SyntheticEvent<HTMLDetailsElement>) => {
    const isOpen = event.currentTarget.open;
    const openInSection = section.items.filter((entry) => (entry.id === id ? isOpen : open.includes(entry.id))).map((entry) => entry.id);
    onOpenChange(section, openInSection);
  };
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '10' })}>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={sectionHeadingId(section.id)}>
          <div className={sectionRow}>
            <div className={sectionIcon} aria-hidden>
              <section.icon className={iconStyle('5')} />
            </div>
            <h2 id={sectionHeadingId(section.id)} className={sectionTitle} tabIndex={-1}>
              {section.title}
            </h2>
          </div>
          <div className={list}>
            {section.items.map((entry) => (
              <details key={entry.id} className={item} open={open.includes(entry.id)} onToggle={toggled(section, entry.id)}>
                <summary className={trigger}>
                  <h3 className={question}>
                    <HighlightedText text={entry.question} query={query} />
                  </h3>
                  <span className={indicator}>
                    <ChevronDown aria-hidden size={20} />
                  </span>
                </summary>
                <div className={answerBody}>
                  <p className={answerText}>
                    <HighlightedText text={entry.answer} query={query} />
                  </p>
                  {entry.link ? (
                    <RouterLink className={answerLink} to={localizePath(pathOf(entry.link.routeId), locale)}>
                      {entry.link.label}
                      <ArrowRight aria-hidden size={16} />
                    </RouterLink>
                  ) : null}
                </div>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
