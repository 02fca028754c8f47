import { UNMAPPED, bytesBySource, type SourceMapJson } from './attribute-bytes';
import type { RecordedResponse } from './load-page';
import { packageOfSource } from './package-of-source';

export const NO_SOURCE_MAP = '(no source map)';

export interface PackageShare {
  package: string;
  rawBytes: number;
  /** The file's gzip size shared out in proportion to raw bytes: gzip works per file, not per module. */
  gzipBytes: number;
}

/** Raw bytes per package of one script, memoised by URL: chunk names carry a content hash. */
const rawBytesByUrl = new Map<string, Promise<Map<string, number> | null>>();

function isSourceMap(value: unknown): value is SourceMapJson {
  if (typeof value !== 'object' || value === null) return false;
  const { sources, mappings } = value as Record<string, unknown>;
  return Array.isArray(sources) && sources.every((source) => typeof source === 'string') && typeof mappings === 'string';
}

/** The map named by the file's own sourceMappingURL comment, else `<url>.map` where the build puts it. */
function sourceMapUrl(scriptUrl: string, code: string): string {
  const comment = /\/\/[#@] sourceMappingURL=(\S+)\s*$/.exec(code);
  return comment?.[1] ? new URL(comment[1], scriptUrl).href : `${scriptUrl}.map`;
}

/** Fetched by the bench itself, outside the browser, so maps never count among the page's requests. */
async function fetchSourceMap(url: string): Promise<SourceMapJson | null> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) return null;
  const json: unknown = await response.json().catch(() => null);
  return isSourceMap(json) ? json : null;
}

async function rawBytesByPackage(script: RecordedResponse, body: Buffer): Promise<Map<string, number> | null> {
  const code = body.toString('utf8');
  const map = await fetchSourceMap(sourceMapUrl(script.url, code));
  if (!map) return null;
  const byPackage = new Map<string, number>();
  for (const [source, bytes] of bytesBySource(code, map)) {
    const name = source === UNMAPPED ? UNMAPPED : packageOfSource(source);
    byPackage.set(name, (byPackage.get(name) ?? 0) + bytes);
  }
  return byPackage;
}

/** JavaScript gzip (and raw) bytes of a page per package, largest first. */
export async function splitScriptsByPackage(scripts: RecordedResponse[]): Promise<PackageShare[]> {
  const shares = new Map<string, { rawBytes: number; gzipBytes: number }>();
  const add = (name: string, rawBytes: number, gzipBytes: number) => {
    const share = shares.get(name) ?? { rawBytes: 0, gzipBytes: 0 };
    share.rawBytes += rawBytes;
    share.gzipBytes += gzipBytes;
    shares.set(name, share);
  };

  for (const script of scripts) {
    const body = script.body;
    if (!body || body.length === 0) continue;
    let pending = rawBytesByUrl.get(script.url);
    if (!pending) {
      pending = rawBytesByPackage(script, body);
      rawBytesByUrl.set(script.url, pending);
    }
    const byPackage = await pending;
    if (!byPackage) {
      add(NO_SOURCE_MAP, script.rawBytes, script.gzipBytes);
      continue;
    }
    const attributed = [...byPackage.values()].reduce((sum, bytes) => sum + bytes, 0);
    for (const [name, rawBytes] of byPackage) add(name, rawBytes, (script.gzipBytes * rawBytes) / attributed);
  }

  return [...shares]
    .map(([name, share]) => ({ package: name, ...share }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}
