/*
 * Decoder of the `mappings` field of a version 3 source map, written out here rather than taken from a
 * package: the bench needs only the generated positions and source indexes, and the root installs no
 * source-map library directly (see the Source Map Revision 3 proposal for the format).
 */

/** One mapped span start on a generated line: from `column` to the next segment's column (or line end). */
export interface MappingSegment {
  /** Generated column, in UTF-16 code units as JavaScript strings count them. */
  column: number;
  /** Index into the map's `sources`, or null for a segment that maps to no source. */
  source: number | null;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64].map((char, index) => [char, index]));

/** Decodes the base64 VLQ fields of one segment (`AAAA`, `gBAAC`…). */
function decodeFields(segment: string): number[] {
  const fields: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64_VALUE.get(char);
    if (digit === undefined) throw new Error(`Invalid base64 character "${char}" in source map mappings`);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    // The lowest bit is the sign.
    fields.push(value % 2 === 1 ? -Math.floor(value / 2) : value / 2);
    value = 0;
    shift = 0;
  }
  return fields;
}

/** The segments of each generated line, sorted by column. */
export function decodeMappings(mappings: string): MappingSegment[][] {
  const lines: MappingSegment[][] = [];
  // Fields other than the column are deltas across the whole map, not per line.
  let source = 0;
  for (const lineText of mappings.split(';')) {
    const segments: MappingSegment[] = [];
    let column = 0;
    for (const segmentText of lineText.split(',')) {
      if (segmentText === '') continue;
      const fields = decodeFields(segmentText);
      column += fields[0] ?? 0;
      // Original line, column and name (fields 2 to 4) are not needed to tell which source a byte belongs to.
      if (fields.length >= 4) {
        source += fields[1] ?? 0;
        segments.push({ column, source });
      } else {
        segments.push({ column, source: null });
      }
    }
    segments.sort((a, b) => a.column - b.column);
    lines.push(segments);
  }
  return lines;
}
