import {
  collectPackages,
  isLicenseFileName,
  licenseExpression,
  normalizeLicenseText,
  projectUrl,
  repositoryUrl,
  type PackageManifest,
  type PackageSource,
} from '@/features/licenses/license-inventory';

/**
 * An installed tree in memory: folder → package.json (+ license text). Resolution is Node's: the nearest
 * `node_modules/<name>` from the asking folder upwards.
 */
function fakeTree(packages: Record<string, PackageManifest & { text?: string }>): PackageSource {
  return {
    resolve(name, fromDir) {
      for (let dir = fromDir; ; dir = dir.slice(0, Math.max(dir.lastIndexOf('/'), 0)) || '/') {
        const candidate = `${dir === '/' ? '' : dir}/node_modules/${name}`;
        if (packages[candidate]) return candidate;
        if (dir === '/') return null;
      }
    },
    manifest: (dir) => packages[dir] ?? {},
    licenseText: (dir) => packages[dir]?.text ?? null,
  };
}

describe('collectPackages', () => {
  const tree = fakeTree({
    '/repo/app': { name: 'app', dependencies: { react: '^19', contracts: '*', 'left-pad': '^1' }, optionalDependencies: { fsevents: '*' } },
    '/repo/contracts': { name: 'contracts', dependencies: { zod: '^4' } },
    '/repo/node_modules/contracts': { name: 'contracts', dependencies: { zod: '^4' } },
    '/repo/node_modules/react': { name: 'react', version: '19.3.1', license: 'MIT', homepage: 'https://react.dev/', text: 'MIT License\n\nCopyright (c) Meta' },
    '/repo/node_modules/zod': { name: 'zod', version: '4.6.7', license: 'MIT', repository: { type: 'git', url: 'git+https://github.com/colinhacks/zod.git' } },
    // An older copy nested under the package that needs it, and the hoisted newer one used by the app.
    '/repo/node_modules/left-pad': { name: 'left-pad', version: '1.3.0', license: 'WTFPL', dependencies: { ms: '^1' } },
    '/repo/node_modules/left-pad/node_modules/ms': { name: 'ms', version: '1.0.0', license: 'MIT' },
    '/repo/node_modules/ms': { name: 'ms', version: '2.1.3', license: 'MIT' },
    '/repo/node_modules/webpack': { name: 'webpack', version: '5.110.3', license: 'MIT', dependencies: { acorn: '^8' } },
    '/repo/node_modules/jest': { name: 'jest', version: '30.0.0', license: 'MIT' },
  });
  const isWorkspace = (name: string) => name === 'app' || name === 'contracts';

  it('lists the production closure once per name and version, in name order, without the workspaces', () => {
    const packages = collectPackages(tree, [{ dir: '/repo/app', list: false, followDependencies: true }], isWorkspace);
    expect(packages.map(({ name, version }) => `${name}@${version}`)).toEqual(['left-pad@1.3.0', 'ms@1.0.0', 'react@19.3.1', 'zod@4.6.7']);
    expect(packages.find((entry) => entry.name === 'react')).toEqual({
      name: 'react',
      version: '19.3.1',
      license: 'MIT',
      url: 'https://react.dev/',
      licenseText: 'MIT License\n\nCopyright (c) Meta',
    });
    expect(packages.find((entry) => entry.name === 'zod')?.url).toBe('https://github.com/colinhacks/zod');
  });

  it('adds a build tool without its build-time dependencies, and skips an optional package that is not installed', () => {
    const packages = collectPackages(
      tree,
      [
        { dir: '/repo/app', list: false, followDependencies: true },
        { dir: '/repo/node_modules/webpack', list: true, followDependencies: false },
      ],
      isWorkspace,
    );
    expect(packages.map((entry) => entry.name)).toContain('webpack');
    expect(packages.map((entry) => entry.name)).not.toContain('acorn');
    expect(packages.map((entry) => entry.name)).not.toContain('jest');
  });

  it('refuses to write an incomplete inventory when a required dependency is missing', () => {
    const broken = fakeTree({ '/repo/app': { name: 'app', dependencies: { missing: '^1' } } });
    expect(() => collectPackages(broken, [{ dir: '/repo/app', list: false, followDependencies: true }], isWorkspace)).toThrow(
      'missing (a dependency of app) is not installed: run npm install',
    );
  });
});

describe('licenseExpression', () => {
  it('reads the license in its published shapes', () => {
    expect(licenseExpression({ license: 'MIT' })).toBe('MIT');
    expect(licenseExpression({ license: '(MIT OR CC0-1.0)' })).toBe('(MIT OR CC0-1.0)');
    expect(licenseExpression({ license: { type: 'BSD-3-Clause', url: 'https://example.org' } })).toBe('BSD-3-Clause');
    expect(licenseExpression({ licenses: [{ type: 'MIT' }, { type: 'Apache-2.0' }] })).toBe('(MIT OR Apache-2.0)');
    expect(licenseExpression({ licenses: [{ type: 'MIT' }] })).toBe('MIT');
    expect(licenseExpression({ license: 'SEE LICENSE IN LICENSE.md' })).toBe('SEE LICENSE IN LICENSE.md');
    expect(licenseExpression({})).toBeNull();
    expect(licenseExpression({ license: '  ' })).toBeNull();
  });
});

describe('repositoryUrl and projectUrl', () => {
  it.each([
    ['facebook/react', 'https://github.com/facebook/react'],
    ['github:pmndrs/jotai', 'https://github.com/pmndrs/jotai'],
    ['gitlab:group/project', 'https://gitlab.com/group/project'],
    ['git+https://github.com/webpack/webpack.git', 'https://github.com/webpack/webpack'],
    ['git://github.com/mozilla/source-map.git', 'https://github.com/mozilla/source-map'],
    ['git+ssh://git@github.com/vercel/ms.git', 'https://github.com/vercel/ms'],
    ['git@github.com:jshttp/cookie.git', 'https://github.com/jshttp/cookie'],
    ['https://user:secret@example.org/repo/', 'https://example.org/repo'],
  ])('turns %s into a web address', (repository, expected) => {
    expect(repositoryUrl(repository)).toBe(expected);
  });

  it('keeps the folder of a package inside a GitHub monorepo', () => {
    expect(repositoryUrl({ type: 'git', url: 'https://github.com/remix-run/react-router', directory: 'packages/react-router' })).toBe(
      'https://github.com/remix-run/react-router/tree/HEAD/packages/react-router',
    );
  });

  it('never makes a link of something that is not a web address', () => {
    expect(repositoryUrl('javascript:alert(1)')).toBeNull();
    expect(repositoryUrl({ url: 'file:///etc/passwd' })).toBeNull();
    expect(repositoryUrl(42)).toBeNull();
    expect(projectUrl({ homepage: 'javascript:alert(1)', repository: 'owner/name' })).toBe('https://github.com/owner/name');
  });

  it('prefers the homepage and upgrades it to https', () => {
    expect(projectUrl({ homepage: 'http://example.org/lib', repository: 'owner/name' })).toBe('https://example.org/lib');
    expect(projectUrl({})).toBeNull();
  });
});

describe('license files', () => {
  it('recognises the usual names and nothing else', () => {
    for (const name of ['LICENSE', 'LICENSE.md', 'license.txt', 'LICENCE', 'LICENSE-MIT', 'COPYING', 'UNLICENSE']) expect(isLicenseFileName(name)).toBe(true);
    for (const name of ['README.md', 'package.json', 'licenses.json.d.ts', 'license-checker.js', 'LICENSES']) expect(isLicenseFileName(name)).toBe(false);
  });

  it('tidies line ends and trailing blanks, and keeps the text otherwise as published', () => {
    expect(normalizeLicenseText('MIT License  \r\n\r\nCopyright (c) 2026 Someone\t\r\n\r\n')).toBe('MIT License\n\nCopyright (c) 2026 Someone');
  });
});
