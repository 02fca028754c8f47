// Builds shared-contracts/src to dist with @swc/core (so the Lingui `msg` macro compiles) — no CLI that
// fetches binaries. Declarations come from tsc afterwards.
import { readdir, mkdir, writeFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { transform } from '@swc/core';

const pkgDir = path.resolve(process.argv[2] ?? 'shared-contracts');
const srcDir = path.join(pkgDir, 'src');
const outDir = path.join(pkgDir, 'dist');
const options = JSON.parse(await readFile(new URL('./swc.contracts.json', import.meta.url), 'utf8'));
delete options.$schema;

async function* sources(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield full;
  }
}

let count = 0;
for await (const file of sources(srcDir)) {
  const relative = path.relative(srcDir, file).replace(/\.tsx?$/, '.js');
  const target = path.join(outDir, relative);
  const { code, map } = await transform(await readFile(file, 'utf8'), {
    ...options,
    filename: file,
    sourceFileName: path.relative(path.dirname(target), file),
  });
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, `${code}\n//# sourceMappingURL=${path.basename(target)}.map\n`);
  if (map) await writeFile(`${target}.map`, map);
  count += 1;
}
console.info(`shared-contracts: ${count} files compiled`);
