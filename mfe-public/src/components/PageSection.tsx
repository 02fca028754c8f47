import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { heading } from 'styled-system/recipes';

// Build-time styles (docs/decisions/060): Chakra's Stack and Heading values.
const section = css({ display: 'flex', flexDirection: 'column', gap: '5' });

/** A section of a page's body: its h2 (with `id`, which names the section for screen readers), then content. */
export function PageSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={section}>
      <h2 id={id} className={heading()}>
        {title}
      </h2>
      {children}
    </section>
  );
}
