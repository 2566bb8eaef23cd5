import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

/**
 * TRUST_PROXY decides whose X-Forwarded-For we believe, and so every per-address limit and
 * the Secure cookie. A value that trusts the whole internet (`true`, `0.0.0.0/0`, `::/0`, a
 * hop count longer than any real chain of proxies) lets each client pick its own address,
 * so it is refused with what to give instead.
 */
const MAX_HOPS = 3;
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
/** Narrower than a /8 (IPv4) or /16 (IPv6) is one organisation's network; wider is not a proxy. */
const MIN_PREFIX = { 4: 8, 6: 16 } as const;
const INSTEAD = "give the hop count (1), 'loopback' or the proxy's subnet";

export const trustProxySetting = z
  .string()
  .trim()
  .default('false')
  .superRefine((value, ctx) => {
    const problem = problemWith(value);
    if (problem) ctx.addIssue(problem);
  })
  .transform((value): false | number | string => {
    if (value === 'false' || value === '') return false;
    return /^\d+$/.test(value) ? Number(value) : value;
  });

function problemWith(value: string): string | undefined {
  if (value === 'false' || value === '') return undefined;
  if (value.toLowerCase() === 'true')
    return `'true' lets any client choose its address: ${INSTEAD}`;
  if (/^\d+$/.test(value)) {
    return Number(value) > MAX_HOPS
      ? `${value} hops trusts addresses any client can write (proxies add one each): ${INSTEAD}`
      : undefined;
  }
  for (const entry of value.split(',').map((part) => part.trim())) {
    const problem = problemWithEntry(entry);
    if (problem) return problem;
  }
  return undefined;
}

function problemWithEntry(entry: string): string | undefined {
  if (NAMED_RANGES.has(entry)) return undefined;
  const [address = '', mask, ...rest] = entry.split('/');
  const family = isIP(address);
  // node:net for the strict dotted quad (ipaddr.js would read 010.0.0.0 as 8.0.0.0), ipaddr.js
  // for what it can read further on (a zone such as %eth-0.1 node:net allows and it does not).
  if (family === 0 || rest.length > 0 || !ipaddr.isValid(address)) {
    return `'${entry}' is not a hop count, 'loopback', 'linklocal', 'uniquelocal', an address or a subnet`;
  }
  if (mask === undefined) return undefined;
  const prefix = prefixLength(mask, family);
  if (prefix === undefined) return `'${entry}' has no valid prefix length`;
  const reach = (bits: number) =>
    bits === 0 ? 'the whole internet' : 'far more than a proxy network';
  if (prefix < MIN_PREFIX[family as 4 | 6]) return `'${entry}' trusts ${reach(prefix)}: ${INSTEAD}`;
  const v4 = family === 6 ? ipv4RangeOf(address, prefix) : undefined;
  if (v4 && v4.prefix < MIN_PREFIX[4]) {
    return `'${entry}' (${v4.address}/${v4.prefix}) trusts ${reach(v4.prefix)}: ${INSTEAD}`;
  }
  return undefined;
}

/** IPv6 forms of IPv4 addresses: mapped (RFC 4291), and the deprecated IPv4-compatible. */
const IPV4_IN_IPV6 = [ipaddr.IPv6.parseCIDR('::ffff:0:0/96'), ipaddr.IPv6.parseCIDR('::/96')];

/**
 * The IPv4 range an IPv6 subnet covers, read with ipaddr.js so that every spelling counts alike
 * (`0::ffff:0:0`, `0:0:0:0:0:ffff:0.0.0.0`, upper-case hex): `::ffff:10.0.0.0/104` is
 * 10.0.0.0/8, and a subnet that holds all the IPv4 forms (`::ffff:0:0/80`, `::/64`) covers
 * every IPv4 address. undefined for a subnet of native IPv6 addresses.
 */
function ipv4RangeOf(address: string, prefix: number) {
  const ip = ipaddr.IPv6.parse(address);
  for (const [network, bits] of IPV4_IN_IPV6) {
    if (prefix >= bits && ip.match(network, bits)) {
      const v4 = ipaddr.fromByteArray(ip.toByteArray().slice(12));
      return { address: v4.toString(), prefix: prefix - bits };
    }
    if (prefix < bits && network.match(ip, prefix)) return { address: '0.0.0.0', prefix: 0 };
  }
  return undefined;
}

/** `/24` or, for IPv4, a netmask such as `/255.255.255.0`. */
function prefixLength(mask: string, family: number): number | undefined {
  const bits = family === 4 ? 32 : 128;
  if (/^\d{1,3}$/.test(mask)) {
    const prefix = Number(mask);
    return prefix <= bits ? prefix : undefined;
  }
  if (family !== 4 || isIP(mask) !== 4) return undefined;
  const binary = mask
    .split('.')
    .map((octet) => Number(octet).toString(2).padStart(8, '0'))
    .join('');
  return /^1*0*$/.test(binary)
    ? binary.indexOf('0') === -1
      ? 32
      : binary.indexOf('0')
    : undefined;
}
