import { decodeMappings } from './source-map-mappings';

/** The parts of a source map the attribution reads. */
export interface SourceMapJson {
  sources: string[];
  sourceRoot?: string;
  mappings: string;
}

/** Label of bytes a source map leaves unmapped: newlines, webpack's chunk wrappers, the sourceMappingURL comment. */
export const UNMAPPED = '(unmapped)';

/** UTF-8 bytes of `line` between two string indexes; minified code is nearly all ASCII, so that case is cheap. */
function byteLength(line: string, asciiOnly: boolean, start: number, end: number): number {
  return asciiOnly ? end - start : Buffer.byteLength(line.slice(start, end), 'utf8');
}

/**
 * Raw bytes of a generated file per source path: every span between two mapping segments belongs to the
 * source of the segment that opens it. The result adds up to the file's UTF-8 length.
 */
export function bytesBySource(code: string, map: SourceMapJson): Map<string, number> {
  const root = map.sourceRoot ? map.sourceRoot.replace(/\/?$/, '/') : '';
  const sourceNames = map.sources.map((source) => root + source);
  const totals = new Map<string, number>();
  const add = (name: string, bytes: number) => {
    if (bytes > 0) totals.set(name, (totals.get(name) ?? 0) + bytes);
  };

  const mappedLines = decodeMappings(map.mappings);
  const lines = code.split('\n');
  lines.forEach((line, lineIndex) => {
    if (lineIndex < lines.length - 1) add(UNMAPPED, 1); // the newline itself
    // A line whose UTF-8 length equals its string length is all ASCII: string indexes are byte offsets.
    const asciiOnly = Buffer.byteLength(line, 'utf8') === line.length;
    const segments = mappedLines[lineIndex] ?? [];
    add(UNMAPPED, byteLength(line, asciiOnly, 0, Math.min(segments[0]?.column ?? line.length, line.length)));
    segments.forEach((segment, index) => {
      const start = Math.min(segment.column, line.length);
      const end = Math.min(segments[index + 1]?.column ?? line.length, line.length);
      const name = segment.source === null ? UNMAPPED : (sourceNames[segment.source] ?? UNMAPPED);
      add(name, byteLength(line, asciiOnly, start, end));
    });
  });
  return totals;
}
