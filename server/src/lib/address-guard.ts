import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
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

/** 64:ff9b:1::/48 (RFC 8215): a network's own NAT64 prefix, whose mapping only it knows. */
const LOCAL_NAT64 = ipaddr.parseCIDR('64:ff9b:1::/48');
/** ::/96, the deprecated IPv4-compatible form, which some stacks still route to IPv4. */
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/** The IPv4 address an IPv6 one carries (mapped, translated, NAT64, 6to4), if it carries one. */
function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const range = address.range();
  const bytes = address.toByteArray();
  if (range === 'ipv4Mapped' || range === 'rfc6145' || range === 'rfc6052') {
    return ipaddr.fromByteArray(bytes.slice(12)) as ipaddr.IPv4;
  }
  if (range === '6to4') return ipaddr.fromByteArray(bytes.slice(2, 6)) as ipaddr.IPv4;
  return null;
}

const rangeRefusal = (range: string) => (range === 'unicast' ? null : range);

/**
 * What kind of non-public address this is ('loopback', 'private', 'linkLocal' …), or null for
 * a public unicast one. Only ipaddr.js's 'unicast' passes: every special range it knows
 * (loopback, RFC 1918, link-local and the metadata address, CGNAT, unique-local, multicast,
 * broadcast, unspecified, reserved, documentation, Teredo …) is refused, and an IPv6 form of
 * an IPv4 address is judged by the IPv4 address it reaches.
 */
export function refusalOf(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'unreadable';
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return rangeRefusal(parsed.range());
  const v6 = parsed as ipaddr.IPv6;
  const carried = embeddedIpv4(v6);
  if (carried) return rangeRefusal(carried.range());
  if (v6.range() === 'unicast' && (v6.match(LOCAL_NAT64) || v6.match(IPV4_COMPATIBLE))) {
    return 'ipv4Translated';
  }
  return rangeRefusal(v6.range());
}

/**
 * Resolves an endpoint's host and checks every address it has, at save and again at each send
 * (a name may point elsewhere by then). The sender connects to `address` alone, so a name that
 * changes its answer between this check and the connection still cannot reach a private host.
 * allowPrivate (WEBHOOK_ALLOW_PRIVATE or PUSH_ALLOW_PRIVATE, tests only) lifts the address and
 * https rules.
 */
export async function checkTarget(
  raw: string,
  options: { allowPrivate: boolean; resolve?: Resolve },
): Promise<CheckedTarget> {
  const url = new URL(raw);
  if (url.protocol !== 'https:' && !(options.allowPrivate && url.protocol === 'http:')) {
    throw new AddressRefusedError('refused: the URL must start with https://');
  }
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
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
