import type { ComponentType } from 'react';
import type { Locale } from './locales.js';
import type { RemoteKey, RouteId } from './routes.js';

/**
 * What each remote exposes: the shell loads `scope/module` at runtime and type-checks against these
 * contracts, so no type archive is downloaded (DESIGN, module federation rules).
 */
export interface RemotePageProps {
  routeId: RouteId;
  locale: Locale;
  /** Route parameters, such as the token of `/verify-email-{token}`. */
  params: Readonly<Record<string, string>>;
}

export interface RemoteWidgetProps {
  locale: Locale;
}

export interface PublicRemoteModule {
  default: ComponentType<RemotePageProps>;
}
export interface AccountRemoteModule {
  default: ComponentType<RemotePageProps>;
}
export interface AuthRemoteModule {
  /** Mounted once in the shell's dialog host; opens on the `openLoginDialog` window event. */
  default: ComponentType<RemoteWidgetProps>;
}

export interface RemoteModules {
  public: PublicRemoteModule;
  auth: AuthRemoteModule;
  account: AccountRemoteModule;
}

export const REMOTES: Record<RemoteKey, { scope: string; module: string; packageName: string }> = {
  public: { scope: 'mfe_public', module: './PublicPage', packageName: 'mfe-public' },
  auth: { scope: 'mfe_auth', module: './AuthDialogs', packageName: 'mfe-auth' },
  account: { scope: 'mfe_account', module: './AccountPage', packageName: 'mfe-account' },
};

/** Where the server serves a remote's built files; its manifest is `${base}/mf-manifest.json`. */
export const remoteBasePath = (key: RemoteKey) => `/remotes/${REMOTES[key].packageName}`;
