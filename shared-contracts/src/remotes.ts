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

/** A remote's build (and release) name: its workspace's package name. */
export type RemotePackage = 'mfe-public' | 'mfe-auth' | 'mfe-account';

export const REMOTES: Record<RemoteKey, { scope: string; packageName: RemotePackage }> = {
  public: { scope: 'mfe_public', packageName: 'mfe-public' },
  auth: { scope: 'mfe_auth', packageName: 'mfe-auth' },
  account: { scope: 'mfe_account', packageName: 'mfe-account' },
};

/**
 * The modules of `RemoteModules` as values, so a release can check a candidate build's manifest against the
 * contract before it goes live (docs/decisions/035-independent-releases.md). A `Record` of every module name: one
 * added to `RemoteModules` and not here fails the type check.
 */
export const EXPOSED_MODULES: { [K in RemoteKey]: Record<ExposedModule<K>, true> } = {
  public: { './PublicPage': true },
  auth: { './AuthDialogs': true, './DesignSamples': true },
  account: { './AccountPage': true, './DesignSamples': true },
};

export function remoteKeyOfPackage(name: string): RemoteKey | null {
  return (Object.keys(REMOTES) as RemoteKey[]).find((key) => REMOTES[key].packageName === name) ?? null;
}

/** The module that renders a remote's pages. */
export const PAGE_MODULE = { public: './PublicPage', account: './AccountPage' } as const;

/** Where the server serves a remote's built files; its manifest is `${base}/mf-manifest.json`. */
export const remoteBasePath = (key: RemoteKey) => `/remotes/${REMOTES[key].packageName}`;
export const remoteManifestPath = (key: RemoteKey) => `${remoteBasePath(key)}/mf-manifest.json`;

/** A release's name (its build version): a folder name and a URL segment, nothing that could climb out of either. */
export const RELEASE_VERSION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/;
/** Where the server serves the files of one kept release of a remote (immutable: a version never changes). */
export const remoteReleasePath = (key: RemoteKey, version: string) => `${remoteBasePath(key)}/releases/${version}`;

/** One entry of a `<remote package>@<version or manifest URL>` list; `key` null when it names no remote. */
export interface RemoteChoice {
  entry: string;
  key: RemoteKey | null;
  /** What follows the first `@`: a kept version or a manifest URL, as written. */
  choice: string;
}

/**
 * The remotes and versions of a comma-separated `mfe-public@<version>,mfe-auth@<manifest URL>` list
 * (docs/decisions/036):
 * the shell's `?remotes=` and the integration project's INTEGRATION_REMOTES. Each reader decides what it accepts.
 */
export function parseRemoteChoices(list: string): RemoteChoice[] {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const at = entry.indexOf('@');
      return { entry, key: at > 0 ? remoteKeyOfPackage(entry.slice(0, at).trim()) : null, choice: at > 0 ? entry.slice(at + 1).trim() : '' };
    });
}

/** The list `parseRemoteChoices` reads, from versions by remote. */
export const formatRemoteChoices = (choices: Partial<Record<RemoteKey, string>>): string =>
  (Object.entries(choices) as Array<[RemoteKey, string]>).map(([key, choice]) => `${REMOTES[key].packageName}@${choice}`).join(',');
