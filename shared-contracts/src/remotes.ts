import type { ComponentType, ReactNode, RefObject } from 'react';
import type { AnalyticsEventName } from './events.js';
import type { Locale } from './locales.js';
import type { RemoteKey, RouteId } from './routes.js';

/**
 * What each remote exposes: the shell loads `scope/module` at runtime and type-checks against these
 * contracts, so no type archive is downloaded
 * (docs/decisions/001-runtime-remotes-and-loaded-first.md).
 */

/** Spec 2.13 size variants. */
export type DialogSize = 'xs' | 'sm' | 'md' | 'xm' | 'lg' | 'xl' | 'full' | 'smc';

export interface ShellDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: DialogSize;
  /** Shows a toggle that switches the dialog to full screen. */
  allowFullscreen?: boolean;
  /** Browser back closes the dialog (spec 2.13 default). */
  closeOnBack?: boolean;
  role?: 'dialog' | 'alertdialog';
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * What the shell hands every remote: its dialog system and its analytics door, so all dialogs of the site
 * stack and close alike and every event goes through one module, without a remote importing the shell.
 */
export interface ShellServices {
  Dialog: ComponentType<ShellDialogProps>;
  track: (event: AnalyticsEventName, properties?: Record<string, string | number | boolean | null>) => void;
}

export interface RemotePageProps {
  routeId: RouteId;
  locale: Locale;
  /** Route parameters, such as the token of `/verify-email-{token}`. */
  params: Readonly<Record<string, string>>;
  shell: ShellServices;
}

export interface RemoteWidgetProps {
  locale: Locale;
  shell: ShellServices;
}

export interface PageModule {
  default: ComponentType<RemotePageProps>;
}
export interface WidgetModule {
  default: ComponentType<RemoteWidgetProps>;
}

/** Every exposed module, by remote and module name. */
export interface RemoteModules {
  public: { './PublicPage': PageModule };
  auth: { './AuthDialogs': WidgetModule; './DesignSamples': WidgetModule };
  account: { './AccountPage': PageModule; './DesignSamples': WidgetModule };
}

export type ExposedModule<K extends RemoteKey> = keyof RemoteModules[K] & string;

export const REMOTES: Record<RemoteKey, { scope: string; packageName: string }> = {
  public: { scope: 'mfe_public', packageName: 'mfe-public' },
  auth: { scope: 'mfe_auth', packageName: 'mfe-auth' },
  account: { scope: 'mfe_account', packageName: 'mfe-account' },
};

/** The module that renders a remote's pages. */
export const PAGE_MODULE = { public: './PublicPage', account: './AccountPage' } as const;

/** Where the server serves a remote's built files; its manifest is `${base}/mf-manifest.json`. */
export const remoteBasePath = (key: RemoteKey) => `/remotes/${REMOTES[key].packageName}`;
export const remoteManifestPath = (key: RemoteKey) => `${remoteBasePath(key)}/mf-manifest.json`;
