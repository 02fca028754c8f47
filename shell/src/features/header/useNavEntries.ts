import { useLingui } from '@lingui/react/macro';
import { ANALYTICS_EVENTS, COMPANY, localizePath, pathOf, ROUTE_TITLES, type RouteId } from 'shared-contracts/core';
import { track } from '@/features/analytics/analytics';
import { openLoginDialog, requestLogout } from '@/lib/window-events';
import { useLocale } from '@/hooks/useLocale';
import { LOGIN_HREF } from '@/lib/login-href';

export type MenuId = 'customers' | 'dealers' | 'account';

/** The dropdowns of each header variant, in order (the mobile panel expands them all when it opens). */
export const VISITOR_MENUS: readonly MenuId[] = ['customers', 'dealers'];
export const SIGNED_IN_MENUS: readonly MenuId[] = ['account'];

/** A link or action of the header's navigation. */
export type NavLeaf =
  | { kind: 'route'; key: string; label: string; to: string }
  | { kind: 'external'; key: string; label: string; href: string; onSelect?: () => void }
  /** `href`: the address that does the same once loaded (a link that works before hydration, decision 059). */
  | { kind: 'action'; key: string; label: string; onSelect: () => void; href?: string };

/** A disclosure dropdown (not an ARIA menu): a button that shows a list of links. */
export interface NavMenu {
  kind: 'menu';
  id: MenuId;
  label: string;
  items: readonly NavLeaf[];
}

export type NavEntry = NavLeaf | NavMenu;

export function trackDealerLogIn(): void {
  track(ANALYTICS_EVENTS.dealerLogIn);
}

/** Spec 2.8: the header's navigation for a visitor, or for a signed-in customer. */
export function useNavEntries(authenticated: boolean): readonly NavEntry[] {
  // The macro hook's `i18n` renders the route titles of shared-contracts (MessageDescriptors).
  const { t, i18n } = useLingui();
  const locale = useLocale();

  const title = (id: RouteId): string => {
    const descriptor = ROUTE_TITLES[id];
    return descriptor ? i18n._(descriptor) : id;
  };
  const route = (id: RouteId, label: string = title(id)): NavLeaf => ({
    kind: 'route',
    key: id,
    label,
    to: localizePath(pathOf(id), locale),
  });

  const contact = route('contact');

  if (authenticated) {
    return [
      {
        kind: 'menu',
        id: 'account',
        label: t`Account`,
        items: [
          route('account'),
          route('accountStatements'),
          route('accountHistory'),
          route('payments'),
          route('faq'),
          route('accountSettings'),
          { kind: 'action', key: 'logout', label: t`Log out`, onSelect: requestLogout },
        ],
      },
      contact,
    ];
  }

  return [
    {
      kind: 'menu',
      id: 'customers',
      label: t`Customers`,
      items: [
        route('index', t`Customer homepage`),
        route('payments'),
        route('faq'),
        { kind: 'action', key: 'login', label: t`Log in`, onSelect: openLoginDialog, href: LOGIN_HREF },
      ],
    },
    {
      kind: 'menu',
      id: 'dealers',
      label: title('dealers'),
      items: [
        route('dealers', t`Dealer homepage`),
        route('dealersFaq'),
        {
          kind: 'external',
          key: 'dealerLogin',
          label: t`Dealer log in`,
          href: COMPANY.dealerLoginUrl,
          onSelect: trackDealerLogIn,
        },
      ],
    },
    route('about'),
    route('careers'),
    contact,
  ];
}
