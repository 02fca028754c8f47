import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import type { RouteId } from 'shared-contracts';
import { PageHeader as SharedPageHeader } from 'shared-ui';
import { PAGE_INTROS } from '@/components/page-intros';

export { PageBody } from 'shared-ui';

/**
 * The header of a public page: shared-ui's `PageHeader` (the one `h1`, the route's title) with the public page's
 * opening paragraph, which is this remote's words (`PAGE_INTROS`). `children` sit under the intro.
 */
export function PageHeader({ routeId, children }: { routeId: RouteId; children?: ReactNode }) {
  const { i18n } = useLingui();
  const intro = PAGE_INTROS[routeId];
  return (
    <SharedPageHeader routeId={routeId} intro={intro ? i18n._(intro) : undefined}>
      {children}
    </SharedPageHeader>
  );
}
