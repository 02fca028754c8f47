import { currencySign, exampleAmount, parseTypedAmount } from '@/features/payments/utils/amount-input';

describe('parseTypedAmount', () => {
  it('reads English amounts with or without a sign, groups and cents', () => {
    expect(parseTypedAmount('389.45', 'en-US')).toBe('389.45');
    expect(parseTypedAmount(' $1,234.5 ', 'en-US')).toBe('1234.50');
    expect(parseTypedAmount('100', 'en-US')).toBe('100.00');
  });

  it('reads Portuguese amounts with a decimal comma, and a lone decimal point as typed', () => {
    expect(parseTypedAmount('1.234,56', 'pt-BR')).toBe('1234.56');
    expect(parseTypedAmount('US$ 389,45', 'pt-BR')).toBe('389.45');
    expect(parseTypedAmount('389.45', 'pt-BR')).toBe('389.45');
    expect(parseTypedAmount('1.234', 'pt-BR')).toBe('1234.00');
  });

  it('refuses more than two decimals, letters, signs and empty text', () => {
    expect(parseTypedAmount('389.456', 'en-US')).toBeNull();
    expect(parseTypedAmount('12a', 'en-US')).toBeNull();
    expect(parseTypedAmount('-5', 'en-US')).toBeNull();
    expect(parseTypedAmount('', 'en-US')).toBeNull();
  });
});

test('the sign and the example follow the locale', () => {
  expect(currencySign('en-US')).toBe('$');
  expect(currencySign('pt-BR')).toBe('US$');
  expect(exampleAmount('en-US')).toBe('389.45');
  expect(exampleAmount('pt-BR')).toBe('389,45');
});
