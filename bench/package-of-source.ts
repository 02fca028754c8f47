import path from 'node:path';

/*
 * Which package a source path of our webpack source maps belongs to. The paths look like
 *   webpack://shell/../node_modules/@chakra-ui/react/dist/esm/…     a package (root node_modules)
 *   webpack://shell/../node_modules/react-router/node_modules/…     a nested copy: the last segment counts
 *   webpack://mfe_public/./src/features/…                           the app's own code
 *   webpack://shell/../src/api.ts                                   shared-contracts (see below)
 *   webpack://shell/webpack/runtime/federation runtime              webpack's and federation's runtime
 *   webpack://shell/./node_modules/.federation/entry.….js           federation's generated entry
 */

export const WEBPACK_RUNTIME = '(webpack runtime)';

/** Folders of the repository whose code ends up in the browser, as named in the report. */
const APP_WORKSPACES = ['shell', 'mfe-public', 'mfe-auth', 'mfe-account'];
const SHARED_CONTRACTS = 'shared-contracts';

const WEBPACK_PREFIX = /^webpack:\/\/([^/]*)\/(.*)$/;
// Modules webpack writes itself: runtime modules, container and sharing glue, externals, ignored modules.
const WEBPACK_GENERATED = /^(webpack\/|\(webpack\)|external |ignored\||node_modules\/\.federation\/)/;

function packageAfterLastNodeModules(sourcePath: string): string | null {
  const marker = 'node_modules/';
  const at = sourcePath.lastIndexOf(marker);
  if (at === -1) return null;
  const [first = '', second = ''] = sourcePath.slice(at + marker.length).split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

export function packageOfSource(source: string): string {
  const match = WEBPACK_PREFIX.exec(source);
  // webpack names the namespace after output.uniqueName, which is the app's name with "_" for "-".
  const appFolder = match?.[1]?.replace(/_/g, '-') ?? '';
  const relative = match?.[2] ?? source;

  if (WEBPACK_GENERATED.test(relative)) return WEBPACK_RUNTIME;
  const fromNodeModules = packageAfterLastNodeModules(relative);
  if (fromNodeModules === '.federation') return WEBPACK_RUNTIME;
  if (fromNodeModules) return fromNodeModules;

  // Paths are relative to the app's folder (webpack's context); resolve them to the repository root.
  const fromRoot = path.posix.normalize(path.posix.join(appFolder, relative));
  const [top = '', second = ''] = fromRoot.split('/');
  if (APP_WORKSPACES.includes(top)) return second === 'src' ? `${top}/src` : top;
  if (top === SHARED_CONTRACTS) return SHARED_CONTRACTS;
  // The apps bundle shared-contracts from its tsc output (dist/*.js), and swc-loader carries over that
  // output's own source maps, whose sources are relative to dist (`../src/api.ts`,
  // `../../../src/locales/en-US/messages.ts`). Re-rooted at the app folder they land in a `src` folder
  // the repository root does not have, or above the root: both can only be shared-contracts.
  if (top === 'src' || top === '..') return SHARED_CONTRACTS;
  if (top === 'tooling') return 'tooling';
  return `(other: ${top || source})`;
}
