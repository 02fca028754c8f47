import { useEffect, useId, useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate, type Locale } from 'shared-contracts/core';
import { css, cx } from 'styled-system/css';
import { heading, link, table as tableRecipe } from 'styled-system/recipes';
import type { DocumentSection, LegalDocument } from '@/content/documents/types';
import { RichText } from '@/features/legal/RichText';
import { sectionIds } from '@/features/legal/section-ids';
import { sectionIdOf } from '@/hooks/useScrollToHash';

// Build-time styles (docs/decisions/060): the values of the Chakra stacks, grid, headings, lists, links and texts
// that drew the documents and of Chakra's table scroll area; the table is the site's `table` slot recipe (Chakra's:
// line variant, small), with the documents' differences beside it.
const page = css({ display: 'flex', flexDirection: 'column', gap: { base: '6', lg: '8' } });
const top = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const updated = css({ color: 'gray.700' });
const note = css({ bg: 'brand.50', borderStartWidth: '4px', borderColor: 'brand.500', px: '4', py: '3', fontSize: 'sm', maxW: '3xl' });
const layout = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '15rem minmax(0, 1fr)' },
  gap: { base: '8', lg: '12' },
  alignItems: 'start',
});
const toc = css({
  position: { lg: 'sticky' },
  top: { lg: '4' },
  maxH: { lg: 'calc(100vh - 2rem)' },
  overflowY: { lg: 'auto' },
  bg: 'gray.50',
  borderWidth: '1px',
  borderColor: 'gray.200',
  borderRadius: 'md',
  p: '5',
});
const tocTitle = cx(heading({ size: 'sm' }), css({ color: 'brand.700', mb: '3' }));
const tocList = css({ display: 'flex', flexDirection: 'column', listStyle: 'revert', gap: '2', ps: '5', fontSize: 'sm' });
const tocItem = css({ whiteSpace: 'normal', display: 'list-item', _marker: { color: 'gray.700' } });
const tocLink = cx(link(), css({ color: 'brand.700', textDecoration: 'underline', textUnderlineOffset: '2px' }));
const sections = css({ display: 'flex', flexDirection: 'column', gap: '10', maxW: '3xl' });
const intro = css({ fontSize: 'lg' });
const sectionTitle = cx(heading({ size: 'xl' }), css({ color: 'brand.700', mb: '4', scrollMarginTop: '4' }));
const sectionText = css({ display: 'flex', flexDirection: 'column', gap: '4', lineHeight: 'tall' });
const bulletList = css({ display: 'flex', flexDirection: 'column', listStyle: 'revert', gap: '2', ps: '6' });
const bulletItem = css({ whiteSpace: 'normal', display: 'list-item', _marker: { color: 'fg.subtle' } });
const tableScroll = css({
  display: 'block',
  whiteSpace: 'nowrap',
  WebkitOverflowScrolling: 'touch',
  overflow: 'auto',
  maxWidth: '100%',
  borderWidth: '1px',
  borderColor: 'gray.200',
  borderRadius: 'md',
});
const tableSlots = tableRecipe({ variant: 'line', size: 'sm' });
const table = tableSlots.root;
const headRow = cx(tableSlots.row, css({ bg: 'brand.50' }));
const bodyRow = tableSlots.row;
const documentCell = { borderColor: 'border', whiteSpace: 'normal' } as const;
const columnHeader = cx(tableSlots.columnHeader, css(documentCell, { color: 'brand.800', fontWeight: 'bold', minW: '7rem' }));
const rowHeader = cx(tableSlots.cell, css(documentCell, { verticalAlign: 'top', fontWeight: 'semibold' }));
const cell = cx(tableSlots.cell, css(documentCell, { verticalAlign: 'top' }));

/**
 * The document renders after the page's chunks arrive, so the browser's own jump to `#section` on load found
 * nothing yet: jump once the sections exist (a bookmark or a shared link to one section). Unlike the payments
 * page (useScrollToHash), this view mounts only once its document is there, so on mount is the moment.
 */
function useScrollToHashOnMount() {
  useEffect(() => {
    const id = sectionIdOf(window.location.hash);
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
}

/**
 * A legal document of content/legal (plain data, shared with the PDFs' shape): its date, a table of contents
 * and its sections. The contents are plain `#id` links: the browser scrolls and the URL keeps its path and
 * locale prefix (the shell's router only reacts to a new pathname), and Back returns to the previous spot.
 */
export function LegalDocumentView({ document, locale }: { document: LegalDocument; locale: Locale }) {
  const { t } = useLingui();
  const tocHeadingId = useId();
  const ids = useMemo(() => sectionIds(document.sections.map((section) => section.heading)), [document]);
  useScrollToHashOnMount();

  const date = formatDate(document.updated, locale);

  return (
    <div className={page}>
      <div className={top}>
        <p className={updated}>
          <Trans>
            Last updated: <time dateTime={document.updated}>{date}</time>
          </Trans>
        </p>
        {document.translationNote ? (
          <div role="note" className={note}>
            {document.translationNote}
          </div>
        ) : null}
      </div>
      <div className={layout}>
        <nav aria-labelledby={tocHeadingId} className={toc}>
          <h2 id={tocHeadingId} className={tocTitle}>
            {t`On this page`}
          </h2>
          <ol className={tocList}>
            {document.sections.map((section, index) => (
              <li key={ids[index]} className={tocItem}>
                <a href={`#${ids[index]}`} className={tocLink}>
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className={sections}>
          {document.intro ? (
            <p className={intro}>
              <RichText text={document.intro} />
            </p>
          ) : null}
          {document.sections.map((section, index) => (
            <DocumentSectionView key={ids[index]} id={ids[index]!} section={section} />
          ))}
        </div>
      </div>
    </div>
  );
}

function DocumentSectionView({ id, section }: { id: string; section: DocumentSection }) {
  return (
    <section>
      <h2 id={id} className={sectionTitle}>
        {section.heading}
      </h2>
      <div className={sectionText}>
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>
            <RichText text={paragraph} />
          </p>
        ))}
        {section.bullets ? (
          <ul className={bulletList}>
            {section.bullets.map((bullet) => (
              <li key={bullet} className={bulletItem}>
                <RichText text={bullet} />
              </li>
            ))}
          </ul>
        ) : null}
        {section.table ? (
          // A wide table scrolls sideways on a phone; the region can take focus so a keyboard can scroll it.
          <div className={tableScroll} tabIndex={0} role="region" aria-labelledby={id}>
            <table className={table} aria-labelledby={id}>
              <thead>
                <tr className={headRow}>
                  {section.table.columns.map((column) => (
                    <th key={column} scope="col" className={columnHeader}>
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {section.table.rows.map((row) => (
                  <tr key={row.join('|')} className={bodyRow}>
                    {row.map((text, cellIndex) =>
                      // The first cell names the row (the cookie, the message, the option): a row header.
                      cellIndex === 0 ? (
                        <th key={cellIndex} scope="row" className={rowHeader}>
                          <RichText text={text} />
                        </th>
                      ) : (
                        <td key={cellIndex} className={cell}>
                          <RichText text={text} />
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </div>
    </section>
  );
}
