import { HIGHLIGHT_MIN_LENGTH } from './constants.js';

/**
 * Search-and-highlight for lists a visitor filters as they type (the FAQ's search box). Spec 5 "Text highlight":
 * matches are marked from HIGHLIGHT_MIN_LENGTH (1) character of the search text (spec 9).
 *
 * Matching ignores case and accents, so a Spanish or Portuguese reader who types "vehiculo" or "cartao" finds
 * "vehículo" and "cartão". The marked ranges are cut from the ORIGINAL text, accents included.
 */

export interface HighlightSegment {
  text: string;
  /** True for a part of the text that matches a search term (rendered in a `<mark>`). */
  match: boolean;
}

const COMBINING_MARKS = /\p{M}/gu;

/** One character folded for comparison: decomposed (NFD), marks dropped, lower case. May be empty (a lone mark). */
function foldCharacter(character: string): string {
  // Lower-casing can itself produce a mark ("İ" → "i̇"), so marks are dropped once more after it.
  return character.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase().normalize('NFD').replace(COMBINING_MARKS, '');
}

/** Text folded for case- and accent-insensitive comparison: `foldForSearch('Vehículo')` is `vehiculo`. */
export function foldForSearch(text: string): string {
  let folded = '';
  for (const character of text) folded += foldCharacter(character);
  return folded;
}

/**
 * The folded terms of a query: split on white space, each at least `minLength` characters. A query of
 * several words matches text that holds every word, in any order ("late fee" finds "fee … late").
 */
export function searchTerms(query: string, minLength: number = HIGHLIGHT_MIN_LENGTH): string[] {
  const terms = foldForSearch(query)
    .split(/\s+/u)
    .filter((term) => term.length > 0 && term.length >= minLength);
  return [...new Set(terms)];
}

/** True when every term of the query occurs in at least one of the texts (a question or its answer). */
export function matchesSearch(texts: readonly string[], query: string, minLength: number = HIGHLIGHT_MIN_LENGTH): boolean {
  const terms = searchTerms(query, minLength);
  if (terms.length === 0) return true;
  const folded = texts.map(foldForSearch);
  return terms.every((term) => folded.some((text) => text.includes(term)));
}

/** The folded text, and for each of its code units the original index it came from. */
function foldWithOffsets(text: string): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const character of text) {
    const piece = foldCharacter(character);
    folded += piece;
    for (let unit = 0; unit < piece.length; unit += 1) origin.push(index);
    index += character.length;
  }
  return { folded, origin };
}

/** Original [start, end) ranges of every occurrence of every term, merged where they overlap or touch. */
function matchRanges(text: string, terms: readonly string[]): Array<[number, number]> {
  const { folded, origin } = foldWithOffsets(text);
  const ranges: Array<[number, number]> = [];
  for (const term of terms) {
    let from = folded.indexOf(term);
    while (from !== -1) {
      const last = from + term.length - 1;
      ranges.push([origin[from]!, origin[last]!]);
      from = folded.indexOf(term, from + 1);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);

  const merged: Array<[number, number]> = [];
  for (const [firstIndex, lastIndex] of ranges) {
    const end = endOfCharacterAt(text, lastIndex);
    const previous = merged[merged.length - 1];
    if (previous && firstIndex <= previous[1]) previous[1] = Math.max(previous[1], end);
    else merged.push([firstIndex, end]);
  }
  return merged;
}

/**
 * Where the character at `index` ends, including any combining marks after it, so a match on the "e" of a
 * decomposed "é" keeps its accent inside the mark instead of leaving it dangling outside.
 */
function endOfCharacterAt(text: string, index: number): number {
  const codePoint = text.codePointAt(index) ?? 0;
  let end = index + (codePoint > 0xffff ? 2 : 1);
  while (end < text.length) {
    const next = String.fromCodePoint(text.codePointAt(end) ?? 0);
    if (foldCharacter(next) !== '') break;
    end += next.length;
  }
  return end;
}

/**
 * Splits `text` into the parts that match the query and the parts that do not, in order; joined, the parts
 * give back `text` exactly. A query without a term of `minLength` characters marks nothing.
 *
 * `highlightSegments('Pay by phone', 'p')` →
 * `[{ text: 'P', match: true }, { text: 'ay by ', match: false }, { text: 'p', match: true }, { text: 'hone', match: false }]`
 */
export function highlightSegments(text: string, query: string, minLength: number = HIGHLIGHT_MIN_LENGTH): HighlightSegment[] {
  if (text === '') return [];
  const terms = searchTerms(query, minLength);
  if (terms.length === 0) return [{ text, match: false }];

  const segments: HighlightSegment[] = [];
  let cursor = 0;
  for (const [start, end] of matchRanges(text, terms)) {
    if (start > cursor) segments.push({ text: text.slice(cursor, start), match: false });
    segments.push({ text: text.slice(start, end), match: true });
    cursor = end;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), match: false });
  return segments;
}
