import { isEmailAddress, maskPhone, redactEmail, redactUsername } from './redaction.js';

describe('redactEmail (spec 5)', () => {
  it.each([
    ['maria.garcia@example.com', 'm****a@example.com'],
    ['fl@domain.org', 'f****l@domain.org'],
    ['x@example.com', 'x****x@example.com'],
    ['  Maria.Garcia@Example.COM ', 'M****a@Example.COM'],
    ['first+tag@sub.domain.example', 'f****g@sub.domain.example'],
  ])('%s is shown as %s', (email, shown) => {
    expect(redactEmail(email)).toBe(shown);
  });

  it('never shows a value that is not an address in clear', () => {
    expect(redactEmail('not an address')).toBe('n****s');
    expect(redactEmail('a@b@c')).toBe('a****c');
    expect(redactEmail('')).toBe('****');
  });

  it('keeps characters outside the basic plane whole', () => {
    expect(redactEmail('😀abc😀')).toBe('😀****😀');
  });
});

describe('redactUsername (spec 5)', () => {
  it.each([
    ['mgarcia', 'm****a'],
    ['maria.garcia@example.com', 'm****a'],
    ['ab', 'a****b'],
    ['a', 'a****a'],
  ])('%s is shown as %s', (username, shown) => {
    expect(redactUsername(username)).toBe(shown);
  });
});

describe('isEmailAddress', () => {
  it.each(['a@b', 'maria.garcia@example.com', "o'brien@example.ie"])('accepts %s', (email) => {
    expect(isEmailAddress(email)).toBe(true);
  });
  it.each(['', 'a', 'a@', '@b', 'a b@c.d', 'a@-b.c', 'a@b..c'])('refuses %j', (email) => {
    expect(isEmailAddress(email)).toBe(false);
  });
});

describe('maskPhone', () => {
  it.each([
    ['+1 (555) 010-4477', '***-***-4477'],
    ['5550104477', '***-***-4477'],
    ['12', '***-***-**12'],
  ])('%s is shown as %s', (phone, shown) => {
    expect(maskPhone(phone)).toBe(shown);
  });
});
