import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { parse as legacyParse } from 'node:url';
import ipaddr from 'ipaddr.js';

/** Every address a host name resolves to (dns.lookup with all: true); tests pass their own. */
export type Resolve = (host: string) => Promise<readonly { address: string; family: number }[]>;

export const systemResolve: Resolve = (host) => lookup(host, { all: true, verbatim: true });

/** Why an endpoint may not be reached; `message` is what the admin and the attempt row read. */
export class AddressRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AddressRefusedError';
  }
}

/** Where one send goes: the host as written (Host header, TLS name) and the address checked. */
export interface CheckedTarget {
  url: URL;
  /** The URL's host without an IPv6 literal's brackets. */
  hostname: string;
  address: string;
  family: 4 | 6;
}

type Block = readonly [range: [ipaddr.IPv4 | ipaddr.IPv6, number], name: string];
const block = (cidr: string, name: string): Block => [ipaddr.parseCIDR(cidr), name];

/**
 * The IPv4 addresses nothing may reach: every block of IANA's IPv4 Special-Purpose Address
 * Registry (RFC 6890) and multicast. The few blocks it marks globally reachable (anycast relays,
 * AS112's DNS sinks) are refused too: no push service or webhook receiver lives there, so
 * refusing them costs nothing and keeps the table simple. The first match names the refusal.
 */
const IPV4_REFUSED: readonly Block[] = [
  block('0.0.0.0/8', 'unspecified'), // "this network", RFC 791 and RFC 1122
  block('10.0.0.0/8', 'private'), // RFC 1918
  block('100.64.0.0/10', 'carrierGradeNat'), // shared address space, RFC 6598
  block('127.0.0.0/8', 'loopback'), // RFC 1122
  block('169.254.0.0/16', 'linkLocal'), // RFC 3927, the cloud metadata address among them
  block('172.16.0.0/12', 'private'), // RFC 1918
  // IETF protocol assignments, RFC 6890: the service continuity prefix and dummy address
  // (RFC 7335, RFC 7600), NAT64 discovery (RFC 8880) and PCP and TURN anycast (RFC 7723, 8155).
  block('192.0.0.0/24', 'ietfProtocol'),
  block('192.0.2.0/24', 'documentation'), // TEST-NET-1, RFC 5737
  block('192.31.196.0/24', 'as112'), // AS112-v4, RFC 7535 (reachable, refused)
  block('192.52.193.0/24', 'amt'), // AMT relays, RFC 7450 (reachable, refused)
  block('192.88.99.0/24', 'relayAnycast'), // 6to4 relay anycast, deprecated by RFC 7526
  block('192.168.0.0/16', 'private'), // RFC 1918
  block('192.175.48.0/24', 'as112'), // AS112 direct delegation, RFC 7534 (reachable, refused)
  block('198.18.0.0/15', 'benchmarking'), // RFC 2544
  block('198.51.100.0/24', 'documentation'), // TEST-NET-2, RFC 5737
  block('203.0.113.0/24', 'documentation'), // TEST-NET-3, RFC 5737
  block('224.0.0.0/4', 'multicast'), // RFC 5771
  block('255.255.255.255/32', 'broadcast'), // limited broadcast, RFC 919 and RFC 8190
  block('240.0.0.0/4', 'reserved'), // RFC 1112
];

/**
 * IPv6 forms that reach an IPv4 address, judged by that address: the byte where it starts.
 * RFC 6052's well-known NAT64 prefix is globally reachable in the registry for this reason.
 */
const CARRIES_IPV4: readonly (readonly [[ipaddr.IPv6, number], number])[] = [
  [ipaddr.IPv6.parseCIDR('::ffff:0:0/96'), 12], // IPv4-mapped, RFC 4291: the IPv4 socket's
  [ipaddr.IPv6.parseCIDR('64:ff9b::/96'), 12], // NAT64 well-known prefix, RFC 6052
  [ipaddr.IPv6.parseCIDR('2002::/16'), 2], // 6to4, RFC 3056: relayed to the IPv4 address
];

/**
 * The IPv6 addresses nothing may reach: IANA's IPv6 Special-Purpose Address Registry (RFC 6890)
 * and the blocks outside global unicast that have names. 2001::/23 is refused whole although
 * the registry marks some entries in it globally reachable: the PCP, TURN and DNS-SD anycast
 * addresses 2001:1::1-3 (RFC 7723, RFC 8155, RFC 9665), AMT 2001:3::/32 (RFC 7450), AS112
 * 2001:4:112::/48 (RFC 7535), ORCHIDv2 2001:20::/28 (RFC 7343) and drone entity tags
 * 2001:30::/28 (RFC 9374). None hosts a push service or webhook receiver, so refusing them is
 * the safer reading and costs nothing. Narrow blocks come first: the first match names it.
 */
const IPV6_REFUSED: readonly Block[] = [
  block('::/128', 'unspecified'), // RFC 4291
  block('::1/128', 'loopback'), // RFC 4291
  // IPv4-compatible (::/96, deprecated by RFC 4291), IPv4-translated (RFC 7915) and a network's
  // own NAT64 prefix (RFC 8215): where they lead only the local stack or translator knows.
  block('::/96', 'ipv4Translated'),
  block('::ffff:0:0:0/96', 'ipv4Translated'),
  block('64:ff9b:1::/48', 'ipv4Translated'),
  block('100::/64', 'discard'), // discard-only, RFC 6666
  block('2001::/32', 'teredo'), // RFC 4380: a tunnel to whatever IPv4 client it names
  block('2001:2::/48', 'benchmarking'), // RFC 5180
  block('2001::/23', 'ietfProtocol'), // IETF protocol assignments, RFC 2928
  block('2001:db8::/32', 'documentation'), // RFC 3849
  block('2620:4f:8000::/48', 'as112'), // AS112 direct delegation, RFC 7534 (reachable, refused)
  block('3fff::/20', 'documentation'), // RFC 9637
  block('5f00::/16', 'srv6'), // segment routing SIDs, RFC 9602
  block('fc00::/7', 'uniqueLocal'), // RFC 4193
  block('fe80::/10', 'linkLocal'), // RFC 4291
  block('fec0::/10', 'siteLocal'), // deprecated site-local, RFC 3879
  block('ff00::/8', 'multicast'), // RFC 4291
];

/**
 * Global unicast, RFC 4291 and IANA's IPv6 Address Space registry: all else is reserved by the
 * IETF (100:0:0:1::/64, the registry's dummy prefix, among it) and is refused.
 */
const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');

const nameOf = (address: ipaddr.IPv4 | ipaddr.IPv6, blocks: readonly Block[]) =>
  blocks.find(([range]) => address.match(range))?.[1] ?? null;

/**
 * What kind of address this is that no webhook or push may reach ('loopback', 'private',
 * 'documentation' …), or null for a global unicast one. An IPv6 form of an IPv4 address
 * (mapped, NAT64, 6to4) is judged by the IPv4 address it reaches.
 */
export function refusalOf(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'unreadable';
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return nameOf(parsed, IPV4_REFUSED);
  const v6 = parsed as ipaddr.IPv6;
  const carrier = CARRIES_IPV4.find(([range]) => v6.match(range));
  if (carrier) {
    const start = carrier[1];
    const carried = ipaddr.fromByteArray(v6.toByteArray().slice(start, start + 4));
    return nameOf(carried, IPV4_REFUSED);
  }
  return nameOf(v6, IPV6_REFUSED) ?? (v6.match(GLOBAL_UNICAST) ? null : 'notGlobalUnicast');
}

const unbracketed = (host: string) => host.replace(/^\[(.*)\]$/, '$1').toLowerCase();

/**
 * web-push finds the host to connect to with Node's legacy url.parse, not the WHATWG parser
 * this guard reads with, and the two disagree on some spellings: `https://127.0.0.1;.x.example/`
 * is the name `127.0.0.1;.x.example` to one and the address 127.0.0.1 to the other, which Node
 * then connects to without the pinned lookup. So an endpoint is refused unless both read the
 * same host (IP literals compared as addresses, since WHATWG rewrites `[0:0::1]` as `[::1]`).
 */
function assertOneReading(raw: string, hostname: string) {
  let legacy: string;
  try {
    legacy = unbracketed(legacyParse(raw).hostname ?? '');
  } catch {
    legacy = '';
  }
  const same =
    isIP(hostname) && isIP(legacy)
      ? ipaddr.parse(hostname).toNormalizedString() === ipaddr.parse(legacy).toNormalizedString()
      : hostname === legacy;
  if (!same) {
    throw new AddressRefusedError(
      `refused: URL parsers disagree on the host (${hostname} or ${legacy || 'none'})`,
    );
  }
}

/**
 * Resolves an endpoint's host and checks every address it has, at save and again at each send
 * (a name may point elsewhere by then). The sender connects to `address` alone, so a name that
 * changes its answer between this check and the connection still cannot reach a private host.
 * allowPrivate (WEBHOOK_ALLOW_PRIVATE or PUSH_ALLOW_PRIVATE, tests only) lifts the address and
 * https rules, never the one reading of the host.
 */
export async function checkTarget(
  raw: string,
  options: { allowPrivate: boolean; resolve?: Resolve },
): Promise<CheckedTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AddressRefusedError('refused: not a URL');
  }
  if (url.protocol !== 'https:' && !(options.allowPrivate && url.protocol === 'http:')) {
    throw new AddressRefusedError('refused: the URL must start with https://');
  }
  const hostname = unbracketed(url.hostname);
  assertOneReading(raw, hostname);
  let addresses: readonly { address: string; family: number }[];
  if (isIP(hostname)) {
    addresses = [{ address: hostname, family: isIP(hostname) }];
  } else {
    try {
      addresses = await (options.resolve ?? systemResolve)(hostname);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) {
      throw new AddressRefusedError(`refused: the host ${hostname} could not be resolved`);
    }
  }
  if (!options.allowPrivate) {
    for (const { address } of addresses) {
      if (refusalOf(address) !== null) {
        throw new AddressRefusedError(`refused: private address ${address}`);
      }
    }
  }
  const chosen = addresses[0]!;
  return { url, hostname, address: chosen.address, family: chosen.family === 6 ? 6 : 4 };
}
