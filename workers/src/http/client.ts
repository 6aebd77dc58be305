import {
  convertIPv4BinaryToString,
  convertIPv4MappedIPv6ToIPv4,
  convertIPv4ToBinary,
  convertIPv6BinaryToString,
  convertIPv6ToBinary,
  distinctRemoteAddr,
  isIPv4MappedIPv6,
} from 'hono/utils/ipaddr';

/** The one client every request without a usable address counts as. */
export const unknownClient = 'unknown';

function networkOf(address: string): string {
  if (distinctRemoteAddr(address) === 'IPv4') return convertIPv4BinaryToString(convertIPv4ToBinary(address));
  const ipv6 = convertIPv6ToBinary(address);
  if (isIPv4MappedIPv6(ipv6)) return convertIPv4BinaryToString(convertIPv4MappedIPv6ToIPv4(ipv6));
  // One IPv6 subscriber usually holds a whole /64 and can pick any address in it; counting per address would let
  // one client reset every per-client limit at will. Cloudflare's rate limiting groups IPv6 the same way.
  return `${convertIPv6BinaryToString((ipv6 >> 64n) << 64n)}/64`;
}

/**
 * Who is asking, for per-client limits: the `CF-Connecting-IP` address, an IPv6 address as its /64. Cloudflare sets
 * the header and overwrites a value the client sent; `wrangler dev` sets it from the socket (127.0.0.1 locally) but
 * keeps a value the client sent. A request without a valid address is the one `unknownClient`.
 *
 * @example
 * clientOf('2001:db8::1') // '2001:db8::/64'
 */
export function clientOf(header: string | undefined): string {
  const address = header?.trim() ?? '';
  if (!distinctRemoteAddr(address)) return unknownClient;
  try {
    return networkOf(address);
  } catch {
    return unknownClient;
  }
}
