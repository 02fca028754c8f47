import { queryOptions, useQuery } from '@tanstack/react-query';
import { LICENSES_FILE, type LicenseInventory, type LicensedPackage } from '@/features/licenses/license-types';

// Webpack replaces this free variable with the remote's own public path (`__webpack_require__.p`).
declare const __webpack_public_path__: string | undefined;

/**
 * The inventory's address. mfe-public builds with `publicPath: 'auto'`, so its webpack runtime learns at run
 * time where its files were loaded from: `/remotes/mfe-public/` when the shell loads it from the server,
 * another origin when a remote is deployed elsewhere, the dev server in development. The file was written
 * beside remoteEntry.js (scripts/build-licenses.ts), so the public path is where it is, wherever that is.
 */
export function inventoryUrl(): string {
  const publicPath = typeof __webpack_public_path__ === 'string' && __webpack_public_path__ !== '' ? __webpack_public_path__ : '/';
  return new URL(LICENSES_FILE, new URL(publicPath, window.location.href)).toString();
}

const isText = (value: unknown): value is string | null => value === null || typeof value === 'string';

function isLicensedPackage(value: unknown): value is LicensedPackage {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.name === 'string' && typeof entry.version === 'string' && isText(entry.license) && isText(entry.url) && isText(entry.licenseText);
}

/**
 * The open-source inventory of /licenses (spec 2.2). A plain fetch, not the API client: the file is a static
 * artifact of mfe-public's build, not a call to our server. It may come from another origin, with no session,
 * no csrf token and no error body to read, and the browser's HTTP cache may keep it (the client asks for
 * no-store). Any other answer (an HTML fallback page, a 404) is an error.
 */
export async function getLicenseInventory({ signal }: { signal?: AbortSignal } = {}): Promise<LicenseInventory> {
  const response = await fetch(inventoryUrl(), { headers: { accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`The license inventory answered ${response.status}`);
  const body: unknown = await response.json();
  const packages = body && typeof body === 'object' && 'packages' in body ? body.packages : null;
  if (!Array.isArray(packages) || !packages.every(isLicensedPackage)) throw new Error('The license inventory has an unexpected shape');
  return { packages };
}

export const licenseInventoryQueryOptions = () =>
  queryOptions({
    // Not keyed by the address: it needs the page's location, which a server render does not have.
    queryKey: ['licenses', 'inventory'],
    queryFn: ({ signal }) => getLicenseInventory({ signal }),
    // The file changes only with a new build, and a new build reloads the page (spec 4.9).
    staleTime: Infinity,
    retry: 1,
  });

export const useLicenseInventory = () => useQuery(licenseInventoryQueryOptions());
