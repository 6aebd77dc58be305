import { describe, expect, it } from 'vitest';
import { clientOf, unknownClient } from './client';

describe('clientOf', () => {
  it('takes an IPv4 address as it is', () => {
    expect(clientOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientOf(' 203.0.113.7 ')).toBe('203.0.113.7');
  });

  it('takes an IPv6 address as its /64, however it is written', () => {
    expect(clientOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientOf('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientOf('::1')).toBe('::/64');
  });

  it('takes an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(clientOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['a name', 'localhost'],
    ['a list of addresses', '203.0.113.7, 198.51.100.1'],
    ['an IPv4 octet over 255', '203.0.113.256'],
    ['a malformed IPv6 address', '2001:db8:::1'],
    ['the unknown client itself', unknownClient],
  ])('counts %s as the unknown client', (_, header) => {
    expect(clientOf(header)).toBe(unknownClient);
  });
});
