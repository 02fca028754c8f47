import { commonPasswords, isCommonPassword } from './common-passwords.js';

describe('the common-password rule', () => {
  it('loads the maintained list, keeping the entries long enough to matter', () => {
    const list = commonPasswords();
    expect(list.size).toBeGreaterThan(10_000);
    for (const entry of list) expect(entry.length).toBeGreaterThanOrEqual(8);
  });

  it.each(['password', 'password1', 'Password123', 'QWERTYUIOP', '12345678', 'iloveyou1', ' trustno1 '])('refuses %j', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['Demo-Pass-2026!', 'Tall-Maple-Orbit-42', 'correct horse battery staple 🐎'])('accepts %j', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });

  it('refuses the username itself, in any case', () => {
    expect(isCommonPassword('Maria.Garcia', { username: 'maria.garcia' })).toBe(true);
    expect(isCommonPassword('Maria.Garcia!', { username: 'maria.garcia' })).toBe(false);
  });
});
