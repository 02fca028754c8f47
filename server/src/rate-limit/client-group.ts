import ipaddr from 'ipaddr.js';

/**
 * The unit a per-IP rate limit counts (docs/decisions/006): an IPv4 address, or an IPv6 client's /64. One
 * subscriber or host gets a whole /64 and can pick a fresh address in it for every request; counted one address
 * at a time, it would never reach a limit. IPv4-mapped IPv6 (`::ffff:203.0.113.7`, what a dual-stack socket
 * reports) counts as the IPv4 address. Anything unparsable counts as itself.
 */
export function clientGroup(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.parse(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const v6 = address as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  return `${v6.parts.slice(0, 4).map((part) => part.toString(16)).join(':')}::/64`;
}
