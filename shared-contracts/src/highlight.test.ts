import { HIGHLIGHT_MIN_LENGTH } from './constants.js';
import { foldForSearch, highlightSegments, matchesSearch, searchTerms, type HighlightSegment } from './highlight.js';

/** The segments written compactly: matches in [brackets]. */
const marked = (segments: HighlightSegment[]) => segments.map(({ text, match }) => (match ? `[${text}]` : text)).join('');

describe('foldForSearch', () => {
  it.each([
    ['Vehículo', 'vehiculo'],
    ['CARTÃO', 'cartao'],
    ['Açaí', 'acai'],
    ['Pagaré en línea', 'pagare en linea'],
    ['Ñandú', 'nandu'],
    ['İstanbul', 'istanbul'],
  ])('%s folds to %s', (text, folded) => {
    expect(foldForSearch(text)).toBe(folded);
  });

  it('treats a decomposed accent like a composed one', () => {
    expect(foldForSearch('vehi\u0301culo')).toBe(foldForSearch('veh\u00edculo'));
  });
});

describe('searchTerms', () => {
  it('splits on white space, folds each word and drops repeats', () => {
    expect(searchTerms('  Late  FEE late ')).toEqual(['late', 'fee']);
  });

  it('keeps a one-character term: spec 9 HIGHLIGHT_MIN_LENGTH is 1', () => {
    expect(HIGHLIGHT_MIN_LENGTH).toBe(1);
    expect(searchTerms('p')).toEqual(['p']);
  });

  it('drops terms shorter than a larger minimum', () => {
    expect(searchTerms('a pay', 2)).toEqual(['pay']);
  });

  it('has no term for an empty or blank query', () => {
    expect(searchTerms('')).toEqual([]);
    expect(searchTerms(' \t ')).toEqual([]);
  });
});

describe('highlightSegments (spec 5: matches are marked from 1 character)', () => {
  it('marks every occurrence of a one-letter query, in any case', () => {
    expect(marked(highlightSegments('Pay by phone', 'p'))).toBe('[P]ay by [p]hone');
  });

  it('gives back the whole text unmarked when there is no query', () => {
    expect(highlightSegments('Pay by phone', '')).toEqual([{ text: 'Pay by phone', match: false }]);
    expect(highlightSegments('Pay by phone', '   ')).toEqual([{ text: 'Pay by phone', match: false }]);
  });

  it('gives back the whole text unmarked when nothing matches', () => {
    expect(highlightSegments('Pay by phone', 'mail')).toEqual([{ text: 'Pay by phone', match: false }]);
  });

  it('has no segment for empty text', () => {
    expect(highlightSegments('', 'a')).toEqual([]);
  });

  it('marks nothing below the minimum length', () => {
    expect(marked(highlightSegments('Pay by phone', 'p', 2))).toBe('Pay by phone');
    expect(marked(highlightSegments('Pay by phone', 'ph', 2))).toBe('Pay by [ph]one');
  });

  it('ignores accents in the query and in the text, and keeps the original accents in the marks', () => {
    expect(marked(highlightSegments('¿Cómo pago mi vehículo?', 'vehiculo'))).toBe('¿Cómo pago mi [vehículo]?');
    expect(marked(highlightSegments('Pagar com cartão', 'CARTAO'))).toBe('Pagar com [cartão]');
    expect(marked(highlightSegments('Pagar com cartao', 'cartão'))).toBe('Pagar com [cartao]');
  });

  it('keeps a decomposed accent inside the mark', () => {
    const text = 'vehi\u0301culo';
    expect(highlightSegments(text, 'vehi')).toEqual([
      { text: 'vehi\u0301', match: true },
      { text: 'culo', match: false },
    ]);
  });

  it('marks each word of a several-word query, in any order', () => {
    expect(marked(highlightSegments('A late fee applies after ten days', 'fee late'))).toBe('A [late] [fee] applies after ten days');
  });

  it('merges overlapping and touching matches into one mark', () => {
    expect(marked(highlightSegments('payment', 'pay ment'))).toBe('[payment]');
    expect(marked(highlightSegments('aaa', 'a'))).toBe('[aaa]');
    expect(marked(highlightSegments('autopay', 'auto autop'))).toBe('[autop]ay');
  });

  it('keeps characters outside the basic plane whole', () => {
    expect(marked(highlightSegments('Pay 🚗 now', 'now'))).toBe('Pay 🚗 [now]');
    expect(marked(highlightSegments('Pay 🚗 now', '🚗'))).toBe('Pay [🚗] now');
  });

  it('joins back to the original text whatever the query', () => {
    const text = 'Ação: ¿Cuándo se publica mi pago? Ñ 🚗 e\u0301';
    for (const query of ['a', 'ã', 'cuando', 'pago ñ', 'e', '🚗', 'zzz']) {
      expect(
        highlightSegments(text, query)
          .map((segment) => segment.text)
          .join(''),
      ).toBe(text);
    }
  });

  it('does not treat regular-expression characters specially', () => {
    expect(marked(highlightSegments('Is $25 (or more) due?', '(or'))).toBe('Is $25 [(or] more) due?');
    expect(marked(highlightSegments('a.b', '.'))).toBe('a[.]b');
  });
});

describe('matchesSearch', () => {
  const question = '¿Cuándo se acredita mi pago?';
  const answer = 'Los pagos en línea antes de las 6 p. m. se acreditan el mismo día hábil.';

  it('matches when every word is in the question or the answer', () => {
    expect(matchesSearch([question, answer], 'cuando linea')).toBe(true);
    expect(matchesSearch([question, answer], 'C')).toBe(true);
  });

  it('does not match when one word is missing from both', () => {
    expect(matchesSearch([question, answer], 'pago cheque')).toBe(false);
  });

  it('matches everything without a query', () => {
    expect(matchesSearch([question], '')).toBe(true);
  });
});
