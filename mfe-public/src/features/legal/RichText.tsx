import { Fragment, type ReactNode } from 'react';
import { COMPANY } from 'shared-contracts';
import { css, cx } from 'styled-system/css';
import { link } from 'styled-system/recipes';
import { splitLeadIn } from '@/content/documents/lead-in';

// Build-time styles (docs/decisions/060): the values of the Chakra link that drew it.
const contactLink = cx(link(), css({ color: 'brand.700', textDecoration: 'underline', whiteSpace: 'nowrap' }));

// Our support number and any e-mail address in a document become links a phone or mail client opens. They read
// the same in every language, so page translators leave them alone (`translate="no"`).
const PHONE = COMPANY.supportPhone.display;
const CONTACT = new RegExp(`(${PHONE.replace(/[()]/g, '\\$&')}|[\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+)`);

function linkify(text: string): ReactNode[] {
  return text.split(CONTACT).map((part, index) => {
    // split() with one capture group puts the matches at the odd indexes.
    if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>;
    const href = part === PHONE ? `tel:${COMPANY.supportPhone.tel}` : `mailto:${part}`;
    return (
      <a key={index} href={href} translate="no" className={contactLink}>
        {part}
      </a>
    );
  });
}

/**
 * One paragraph or list item of a legal document (plain data): its lead-in, a short label or a question
 * (see content/documents/lead-in.ts), in bold as in the PDFs, and contact details as links.
 */
export function RichText({ text }: { text: string }) {
  const split = splitLeadIn(text);
  if (!split) return <>{linkify(text)}</>;
  return (
    <>
      <strong>{linkify(split.lead)}</strong> {linkify(split.rest)}
    </>
  );
}
