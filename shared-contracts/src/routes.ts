/**
 * The route table (spec 2.2–2.4, 2.6): one row per page, shared by the shell (routing, guards, titles),
 * the server (HTTP status, sitemap.xml) and the remotes (links). Paths carry no locale prefix (2.1).
 */
export type AccessClass = 'public' | 'signedOutOnly' | 'signedInOnly';
export type RemoteKey = 'public' | 'auth' | 'account';
/** The remotes that render whole pages; mfe-auth renders dialogs only. */
export type PageRemoteKey = Exclude<RemoteKey, 'auth'>;
export type RouteGroup = 'customers' | 'dealers' | 'company' | 'legal' | 'accountAccess' | 'account';

export interface RouteDef {
  readonly id: string;
  /** Path without locale prefix; `{token}` marks a tokenised suffix (spec 2.3). */
  readonly path: string;
  readonly remote: PageRemoteKey;
  /**
   * The remote that renders the page for a signed-in customer instead (spec 2.4: `/payments` is the public
   * "ways to pay" page for a visitor and mfe-account's make-a-payment page once signed in).
   */
  readonly signedInRemote?: PageRemoteKey;
  readonly access: AccessClass;
  readonly group: RouteGroup;
  /** Routes named index and dealers get a special html class (spec 2.7). */
  readonly htmlClass?: string;
  /** Listed in sitemap.xml and the /sitemap page. */
  readonly inSitemap: boolean;
}

export const HERO_HTML_CLASS = 'hero-page';

const defineRoutes = <const T extends readonly RouteDef[]>(routes: T) => routes;

export const ROUTES = defineRoutes([
  { id: 'index', path: '/', remote: 'public', access: 'public', group: 'customers', htmlClass: HERO_HTML_CLASS, inSitemap: true },
  { id: 'payments', path: '/payments', remote: 'public', signedInRemote: 'account', access: 'public', group: 'customers', inSitemap: true },
  { id: 'faq', path: '/faq', remote: 'public', access: 'public', group: 'customers', inSitemap: true },
  { id: 'dealers', path: '/dealers', remote: 'public', access: 'public', group: 'dealers', htmlClass: HERO_HTML_CLASS, inSitemap: true },
  { id: 'dealersFaq', path: '/dealers/faq', remote: 'public', access: 'public', group: 'dealers', inSitemap: true },
  { id: 'dealersThankYou', path: '/dealers/thank-you', remote: 'public', access: 'public', group: 'dealers', inSitemap: false },
  { id: 'about', path: '/about', remote: 'public', access: 'public', group: 'company', inSitemap: true },
  { id: 'careers', path: '/careers', remote: 'public', access: 'public', group: 'company', inSitemap: true },
  { id: 'contact', path: '/contact', remote: 'public', access: 'public', group: 'company', inSitemap: true },
  { id: 'contactThankYou', path: '/contact/thank-you', remote: 'public', access: 'public', group: 'company', inSitemap: false },
  { id: 'sitemap', path: '/sitemap', remote: 'public', access: 'public', group: 'company', inSitemap: true },
  { id: 'termsOfUse', path: '/terms-of-use', remote: 'public', access: 'public', group: 'legal', inSitemap: true },
  { id: 'onlinePrivacyPolicy', path: '/online-privacy-policy', remote: 'public', access: 'public', group: 'legal', inSitemap: true },
  { id: 'webAccessibility', path: '/web-accessibility', remote: 'public', access: 'public', group: 'legal', inSitemap: true },
  { id: 'licenses', path: '/licenses', remote: 'public', access: 'public', group: 'legal', inSitemap: true },
  { id: 'smsPolicy', path: '/sms-policy', remote: 'public', access: 'public', group: 'legal', inSitemap: true },
  { id: 'naturalDisasterAssistance', path: '/natural-disaster-assistance', remote: 'public', access: 'public', group: 'customers', inSitemap: true },
  { id: 'enroll', path: '/enroll', remote: 'public', access: 'public', group: 'accountAccess', inSitemap: true },
  { id: 'createAccount', path: '/create-account', remote: 'public', access: 'public', group: 'accountAccess', inSitemap: true },
  { id: 'changePassword', path: '/change-password', remote: 'public', access: 'public', group: 'accountAccess', inSitemap: true },
  { id: 'design', path: '/design', remote: 'public', access: 'public', group: 'company', inSitemap: false },
  { id: 'verifyEmail', path: '/verify-email-{token}', remote: 'public', access: 'public', group: 'accountAccess', inSitemap: false },
  { id: 'resetPassword', path: '/reset-password-{token}', remote: 'public', access: 'signedOutOnly', group: 'accountAccess', inSitemap: false },
  { id: 'account', path: '/account', remote: 'account', access: 'signedInOnly', group: 'account', inSitemap: false },
  { id: 'accountHistory', path: '/account/history', remote: 'account', access: 'signedInOnly', group: 'account', inSitemap: false },
  { id: 'accountSettings', path: '/account/settings', remote: 'account', access: 'signedInOnly', group: 'account', inSitemap: false },
  { id: 'accountMessaging', path: '/account/messaging', remote: 'account', access: 'signedInOnly', group: 'account', inSitemap: false },
  { id: 'accountStatements', path: '/account/statements', remote: 'account', access: 'signedInOnly', group: 'account', inSitemap: false },
  { id: 'accountDueDate', path: '/account/due-date', remote: 'account', access: 'signedInOnly', group: 'account', inSitemap: false },
  { id: 'accountDueDateConfirmation', path: '/account/due-date/confirmation', remote: 'account', access: 'signedInOnly', group: 'account', inSitemap: false },
] as const);

export type RouteId = (typeof ROUTES)[number]['id'];
export type AppRoute = Omit<RouteDef, 'id'> & { readonly id: RouteId };
/** The routes one remote renders: `RouteIdOf<'public'>` are mfe-public's pages. */
export type RouteIdOf<R extends PageRemoteKey> =
  | Extract<(typeof ROUTES)[number], { remote: R }>['id']
  | Extract<(typeof ROUTES)[number], { signedInRemote: R }>['id'];

/** The remote that renders a route for this visitor: its signed-in remote once signed in, if it has one. */
export const remoteFor = (route: RouteDef, authenticated: boolean): PageRemoteKey =>
  authenticated && route.signedInRemote ? route.signedInRemote : route.remote;

const byId = new Map<string, AppRoute>(ROUTES.map((route): [string, AppRoute] => [route.id, route]));

export function routeById(id: RouteId): AppRoute {
  const route = byId.get(id);
  if (!route) throw new Error(`Unknown route id ${id}`);
  return route;
}

/** The path of a static route (no token), for links: `pathOf('faq')` is `/faq`. */
export function pathOf(id: RouteId): string {
  return routeById(id).path;
}

/**
 * What the address bar shows in place of a tokenised route's token once the page has it in memory
 * (docs/decisions/053): `/reset-password-opened`. Never a well-formed token (too short), so a reload of that address
 * is told to open the link from the e-mail again.
 */
export const HIDDEN_TOKEN_SEGMENT = 'opened';

/** The due-date flow (spec 4.7): leaving it for any page except its confirmation clears the draft. */
export const DUE_DATE_FLOW_ROUTES: readonly RouteId[] = ['accountDueDate', 'accountDueDateConfirmation'];
export const DUE_DATE_CONFIRMATION_ROUTE: RouteId = 'accountDueDateConfirmation';

/** Where the guards of spec 2.6 send a visitor. */
export const SIGNED_IN_HOME: RouteId = 'account';
export const SIGNED_OUT_HOME: RouteId = 'index';
