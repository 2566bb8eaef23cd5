import { isIP } from 'node:net';
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
  if (family === 0 || rest.length > 0) {
    return `'${entry}' is not a hop count, 'loopback', 'linklocal', 'uniquelocal', an address or a subnet`;
  }
  if (mask === undefined) return undefined;
  const prefix = prefixLength(mask, family);
  if (prefix === undefined) return `'${entry}' has no valid prefix length`;
  // ::ffff:a.b.c.d/n is an IPv4 range written in IPv6: judged as the IPv4 range it covers.
  const mappedV4 = family === 6 && /^::ffff:/i.test(address);
  const effective = mappedV4 ? prefix - 96 : prefix;
  const minimum = mappedV4 ? MIN_PREFIX[4] : MIN_PREFIX[family as 4 | 6];
  if (effective < minimum) {
    return `'${entry}' trusts ${effective === 0 ? 'the whole internet' : 'far more than a proxy network'}: ${INSTEAD}`;
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
