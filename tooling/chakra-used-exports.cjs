// Every export of @chakra-ui/react that any app of this repository imports. The shared Chakra is tree-shaken
// to this union (module federation's shared tree shaking), so whichever app provides the singleton provides
// what all of them use; the federation runtime keeps a full build as the fallback for anything missing.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const SOURCE_DIRS = ['shell/src', 'mfe-public/src', 'mfe-auth/src', 'mfe-account/src', 'shared-ui/src', 'tooling/standalone'];
const IMPORT = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"]@chakra-ui\/react['"]/g;

// Tests and their helpers (a test's own Chakra system, built from defaultConfig) never reach a bundle: what they
// import must not keep a module in the page's shared Chakra.
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

/**
 * Components the coming features of every remote are built from (forms, tabs, tables, FAQ accordion and
 * highlight, steps), kept in the shared build even before the first import, so a remote that starts using
 * one can deploy without a new shell. A remote that needs anything else ships with a shell rebuild.
 */
const DESIGN_SYSTEM_BASELINE = [
  'Accordion', 'Badge', 'Card', 'Center', 'Checkbox', 'Fieldset', 'Highlight', 'Image', 'InputGroup', 'List',
  'Mark', 'NativeSelect', 'PinInput', 'Progress', 'RadioGroup', 'SimpleGrid', 'Skeleton', 'Span', 'Spinner',
  'Steps', 'Strong', 'Table', 'Tabs', 'Textarea', 'Wrap', 'chakra', 'useDisclosure',
];

function chakraUsedExports() {
  const names = new Set(DESIGN_SYSTEM_BASELINE);
  for (const dir of SOURCE_DIRS) {
    for (const file of sourceFiles(path.join(root, dir))) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
        for (const part of match[1].split(',')) {
          const spec = part.trim().replace(/^type\s+/, '');
          if (!spec || part.trim().startsWith('type ')) continue;
          names.add(spec.split(/\s+as\s+/)[0].trim());
        }
      }
    }
  }
  return [...names].sort();
}

module.exports = { chakraUsedExports };

if (require.main === module) console.info(chakraUsedExports().join('\n'));
