/**
 * The open-source inventory that scripts/build-licenses.ts writes into mfe-public's build output and the
 * /licenses page fetches: one entry per third-party package (name and version) the site ships.
 */
export interface LicensedPackage {
  name: string;
  version: string;
  /** The SPDX expression the package declares (“MIT”, “(MIT OR Apache-2.0)”), as published; null if none. */
  license: string | null;
  /** The project's https address: its homepage, else its source repository; null if it names neither. */
  url: string | null;
  /** The text of the license file(s) the package ships, as published; null if it ships none. */
  licenseText: string | null;
}

export interface LicenseInventory {
  packages: LicensedPackage[];
}

/** The inventory's file name, at the root of mfe-public's build (beside its remoteEntry.js). */
export const LICENSES_FILE = 'licenses.json';
