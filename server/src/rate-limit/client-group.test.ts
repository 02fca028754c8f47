import { clientGroup } from './client-group.js';

describe('clientGroup (the unit of a per-IP rate limit)', () => {
  it('counts an IPv4 address as itself, also when a dual-stack socket reports it mapped', () => {
    expect(clientGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(clientGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of an IPv6 /64 as one client, however it is written', () => {
    const group = clientGroup('2001:db8:aa:bb:1:2:3:4');
    expect(group).toBe('2001:db8:aa:bb::/64');
    expect(clientGroup('2001:0db8:00aa:00bb:ffff:ffff:ffff:ffff')).toBe(group);
    expect(clientGroup('2001:db8:aa:bb::9')).toBe(group);
    expect(clientGroup('2001:db8:aa:bc::9')).not.toBe(group);
    expect(clientGroup('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves anything else as it is', () => {
    expect(clientGroup('unknown')).toBe('unknown');
  });
});
