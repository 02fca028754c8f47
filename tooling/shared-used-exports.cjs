// Every export of a shared package that any app of this repository imports. A shared package is tree-shaken to
// this union (module federation's shared tree shaking, docs/decisions/002 and 038), so whichever app provides
// the singleton provides what all of them use; the federation runtime keeps a full build as the fallback for
// anything missing.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const SOURCE_DIRS = ['shell/src', 'mfe-public/src', 'mfe-auth/src', 'mfe-account/src', 'shared-ui/src', 'tooling/standalone'];

// Tests and their helpers (a test's own Chakra system, a MemoryRouter) never reach a bundle: what they import
// must not keep a module in the page's shared build.
const TEST_ONLY = /(\.test\.tsx?|test-utils\.tsx?)$|[\\/]src[\\/]test[\\/]/;

function* sourceFiles(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'locales') yield* sourceFiles(full);
    } else if (/\.(tsx?|jsx?)$/.test(entry.name) && !TEST_ONLY.test(full)) yield full;
  }
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Components the coming features of every remote are built from (forms, tabs, tables, FAQ accordion and
 * highlight, steps), kept in the shared build even before the first import, so a remote that starts using
 * one can deploy without a new shell. A remote that needs anything else ships with a shell rebuild.
 */
const CHAKRA_BASELINE = [
  'Accordion', 'Badge', 'Card', 'Center', 'Checkbox', 'Fieldset', 'Highlight', 'Image', 'InputGroup', 'List',
  'Mark', 'NativeSelect', 'PinInput', 'Progress', 'RadioGroup', 'SimpleGrid', 'Skeleton', 'Span', 'Spinner',
  'Steps', 'Strong', 'Table', 'Tabs', 'Textarea', 'Wrap', 'chakra', 'useDisclosure',
];

/**
 * The declarative router's API (docs/decisions/038): the apps route with `<Routes>` and links, never with the
 * data routers, loaders or framework mode, which are most of react-router's bytes. A remote may start using any
 * of these without a new shell.
 */
const ROUTER_BASELINE = [
  'BrowserRouter', 'Link', 'MemoryRouter', 'NavLink', 'Navigate', 'Outlet', 'Route', 'Routes', 'generatePath',
  'matchPath', 'useHref', 'useInRouterContext', 'useLocation', 'useMatch', 'useNavigate', 'useNavigationType',
  'useOutlet', 'useParams', 'useResolvedPath', 'useSearchParams',
];

/** The named value imports (`import { a, b as c } from '<pkg>'`) of any of `packages` in the apps' sources. */
function importedNames(packages) {
  const from = packages.map(escapeRegExp).join('|');
  const pattern = new RegExp(`import\\s+(?:type\\s+)?\\{([^}]*)\\}\\s+from\\s+['"](?:${from})['"]`, 'g');
  const names = new Set();
  for (const dir of SOURCE_DIRS) {
    for (const file of sourceFiles(path.join(root, dir))) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(pattern)) {
        if (/^import\s+type\b/.test(match[0])) continue;
        for (const part of match[1].split(',')) {
          const spec = part.trim();
          if (!spec || spec.startsWith('type ')) continue;
          names.add(spec.split(/\s+as\s+/)[0].trim());
        }
      }
    }
  }
  return names;
}

const sorted = (...sets) => [...new Set(sets.flatMap((set) => [...set]))].sort();

function chakraUsedExports() {
  return sorted(CHAKRA_BASELINE, importedNames(['@chakra-ui/react']));
}

/**
 * react-router-dom re-exports react-router, and each is shared on its own: react-router must keep whatever is
 * imported through either name, since the tree-shaken react-router-dom takes its exports from the shared
 * react-router.
 */
function routerUsedExports() {
  return {
    'react-router': sorted(ROUTER_BASELINE, importedNames(['react-router', 'react-router-dom'])),
    'react-router-dom': sorted(ROUTER_BASELINE, importedNames(['react-router-dom'])),
  };
}

/**
 * Every tree-shaken shared package, its used exports, and the variable that turns its shaking off for debugging
 * (`<variable>=0`).
 */
function treeShakenShared() {
  const router = routerUsedExports();
  return [
    { pkg: '@chakra-ui/react', usedExports: chakraUsedExports(), offSwitch: 'MF_TREE_SHAKE_CHAKRA' },
    { pkg: 'react-router', usedExports: router['react-router'], offSwitch: 'MF_TREE_SHAKE_ROUTER' },
    { pkg: 'react-router-dom', usedExports: router['react-router-dom'], offSwitch: 'MF_TREE_SHAKE_ROUTER' },
  ];
}

module.exports = { chakraUsedExports, routerUsedExports, treeShakenShared };

if (require.main === module) {
  console.info(JSON.stringify({ '@chakra-ui/react': chakraUsedExports(), ...routerUsedExports() }, null, 2));
}
