import { describe, expect, it } from 'vitest';
import { checkTarget, refusalOf } from './address-guard';

const ALL_ONES = 'ffff:ffff:ffff:ffff:ffff';

/**
 * Each block of the IANA IPv4 and IPv6 Special-Purpose Address Registries (and what lies outside
 * IPv6's 2000::/3): its first and last address, and a neighbour just outside where that is
 * public. null is an address a webhook or a push may reach.
 */
const VERDICTS: [string, string | null][] = [
  ['0.0.0.0', 'unspecified'],
  ['0.255.255.255', 'unspecified'],
  ['1.0.0.0', null],
  ['10.0.0.0', 'private'],
  ['10.255.255.255', 'private'],
  ['11.0.0.0', null],
  ['100.63.255.255', null],
  ['100.64.0.0', 'carrierGradeNat'],
  ['100.127.255.255', 'carrierGradeNat'],
  ['100.128.0.0', null],
  ['127.0.0.0', 'loopback'],
  ['127.255.255.255', 'loopback'],
  ['128.0.0.0', null],
  ['169.254.0.0', 'linkLocal'],
  ['169.254.169.254', 'linkLocal'],
  ['169.254.255.255', 'linkLocal'],
  ['169.255.0.0', null],
  ['172.15.255.255', null],
  ['172.16.0.0', 'private'],
  ['172.31.255.255', 'private'],
  ['172.32.0.0', null],
  ['192.0.0.0', 'ietfProtocol'],
  ['192.0.0.9', 'ietfProtocol'],
  ['192.0.0.10', 'ietfProtocol'],
  ['192.0.0.255', 'ietfProtocol'],
  ['192.0.1.0', null],
  ['192.0.2.0', 'documentation'],
  ['192.0.2.255', 'documentation'],
  ['192.0.3.0', null],
  ['192.31.196.0', 'as112'],
  ['192.31.196.255', 'as112'],
  ['192.31.197.0', null],
  ['192.52.193.0', 'amt'],
  ['192.52.193.255', 'amt'],
  ['192.52.194.0', null],
  ['192.88.99.0', 'relayAnycast'],
  ['192.88.99.255', 'relayAnycast'],
  ['192.88.100.0', null],
  ['192.168.0.0', 'private'],
  ['192.168.255.255', 'private'],
  ['192.169.0.0', null],
  ['192.175.48.0', 'as112'],
  ['192.175.48.255', 'as112'],
  ['192.175.49.0', null],
  ['198.17.255.255', null],
  ['198.18.0.0', 'benchmarking'],
  ['198.19.255.255', 'benchmarking'],
  ['198.20.0.0', null],
  ['198.51.100.0', 'documentation'],
  ['198.51.100.255', 'documentation'],
  ['198.51.101.0', null],
  ['203.0.113.0', 'documentation'],
  ['203.0.113.255', 'documentation'],
  ['203.0.114.0', null],
  ['223.255.255.255', null],
  ['224.0.0.0', 'multicast'],
  ['239.255.255.255', 'multicast'],
  ['240.0.0.0', 'reserved'],
  ['255.255.255.254', 'reserved'],
  ['255.255.255.255', 'broadcast'],

  ['::', 'unspecified'],
  ['::1', 'loopback'],
  ['::2', 'ipv4Translated'],
  ['::7f00:1', 'ipv4Translated'],
  ['::808:808', 'ipv4Translated'],
  ['::ffff:ffff', 'ipv4Translated'],
  ['::1:0:0', 'notGlobalUnicast'],
  ['::ffff:0.0.0.0', 'unspecified'],
  ['::ffff:127.0.0.1', 'loopback'],
  ['::ffff:a9fe:a9fe', 'linkLocal'],
  ['::ffff:93.184.215.14', null],
  ['::ffff:255.255.255.255', 'broadcast'],
  ['::ffff:0:808:808', 'ipv4Translated'],
  ['::ffff:0:a00:1', 'ipv4Translated'],
  ['64:ff9b::', 'unspecified'],
  ['64:ff9b::7f00:1', 'loopback'],
  ['64:ff9b::808:808', null],
  ['64:ff9b::ffff:ffff', 'broadcast'],
  ['64:ff9b::1:0:0', 'notGlobalUnicast'],
  ['64:ff9b:1::', 'ipv4Translated'],
  ['64:ff9b:1::a00:1', 'ipv4Translated'],
  ['64:ff9b:1:ffff:ffff:ffff:ffff:ffff', 'ipv4Translated'],
  ['100::', 'discard'],
  ['100::ffff:ffff:ffff:ffff', 'discard'],
  ['100:0:0:1::', 'notGlobalUnicast'],
  [`1fff:ffff:${ALL_ONES}:ffff`, 'notGlobalUnicast'],
  ['2000::', null],
  ['2001::', 'teredo'],
  [`2001:0:${ALL_ONES}:ffff`, 'teredo'],
  ['2001:1::1', 'ietfProtocol'],
  ['2001:1::2', 'ietfProtocol'],
  ['2001:1::3', 'ietfProtocol'],
  ['2001:2::', 'benchmarking'],
  [`2001:2:0:${ALL_ONES}`, 'benchmarking'],
  ['2001:3::', 'ietfProtocol'],
  ['2001:4:112::', 'ietfProtocol'],
  ['2001:10::', 'ietfProtocol'],
  ['2001:20::', 'ietfProtocol'],
  ['2001:30::', 'ietfProtocol'],
  [`2001:1ff:${ALL_ONES}:ffff`, 'ietfProtocol'],
  ['2001:200::', null],
  [`2001:db7:${ALL_ONES}:ffff`, null],
  ['2001:db8::', 'documentation'],
  ['2001:db8::1', 'documentation'],
  [`2001:db8:${ALL_ONES}:ffff`, 'documentation'],
  ['2001:db9::', null],
  ['2002::', 'unspecified'],
  ['2002:808:808::', null],
  ['2002:a00:1::', 'private'],
  ['2002:c000:201::', 'documentation'],
  [`2002:${ALL_ONES}:ffff:ffff`, 'broadcast'],
  ['2003::', null],
  ['2606:4700::1111', null],
  [`2620:4f:7fff:${ALL_ONES}`, null],
  ['2620:4f:8000::', 'as112'],
  [`2620:4f:8000:${ALL_ONES}`, 'as112'],
  ['2620:4f:8001::', null],
  [`3ffe:ffff:${ALL_ONES}:ffff`, null],
  ['3fff::', 'documentation'],
  [`3fff:fff:${ALL_ONES}:ffff`, 'documentation'],
  ['3fff:1000::', null],
  [`3fff:ffff:${ALL_ONES}:ffff`, null],
  ['4000::', 'notGlobalUnicast'],
  [`5eff:ffff:${ALL_ONES}:ffff`, 'notGlobalUnicast'],
  ['5f00::', 'srv6'],
  [`5f00:ffff:${ALL_ONES}:ffff`, 'srv6'],
  ['5f01::', 'notGlobalUnicast'],
  [`fbff:ffff:${ALL_ONES}:ffff`, 'notGlobalUnicast'],
  ['fc00::', 'uniqueLocal'],
  ['fd12:3456::1', 'uniqueLocal'],
  [`fdff:ffff:${ALL_ONES}:ffff`, 'uniqueLocal'],
  [`fe7f:ffff:${ALL_ONES}:ffff`, 'notGlobalUnicast'],
  ['fe80::', 'linkLocal'],
  [`febf:ffff:${ALL_ONES}:ffff`, 'linkLocal'],
  ['fec0::', 'siteLocal'],
  ['fec0::1', 'siteLocal'],
  [`feff:ffff:${ALL_ONES}:ffff`, 'siteLocal'],
  ['ff00::', 'multicast'],
  ['ff02::1', 'multicast'],
  [`ffff:ffff:ffff:${ALL_ONES}`, 'multicast'],
  ['not an address', 'unreadable'],
];

describe('which addresses a webhook or a push may reach', () => {
  it.each(VERDICTS)('when the address is %s, then the verdict is %s', (address, verdict) => {
    expect(refusalOf(address)).toBe(verdict);
  });

  it('when one of a name’s addresses is private, then the name is refused whatever the others', async () => {
    const resolve = () =>
      Promise.resolve([
        { address: '8.8.8.8', family: 4 },
        { address: '::1', family: 6 },
      ]);
    await expect(
      checkTarget('https://hooks.example.test/x', { allowPrivate: false, resolve }),
    ).rejects.toThrow('refused: private address ::1');
    await expect(
      checkTarget('https://hooks.example.test/x', { allowPrivate: true, resolve }),
    ).resolves.toMatchObject({ hostname: 'hooks.example.test', address: '8.8.8.8', family: 4 });
  });

  it('when the URL is plain http, then only WEBHOOK_ALLOW_PRIVATE lets it through', async () => {
    await expect(checkTarget('http://8.8.8.8/x', { allowPrivate: false })).rejects.toThrow(
      'refused: the URL must start with https://',
    );
    await expect(checkTarget('http://[::1]:9/x', { allowPrivate: true })).resolves.toMatchObject({
      hostname: '::1',
      family: 6,
    });
  });

  it('when the text is no URL at all, then it is refused rather than thrown as a TypeError', async () => {
    await expect(checkTarget('https://x.example%00/', { allowPrivate: false })).rejects.toThrow(
      'refused: not a URL',
    );
  });
});

/** Every name resolves to a public address: only the parsers' reading decides. */
const publicResolve = () => Promise.resolve([{ address: '93.184.215.14', family: 4 }]);

describe('a host the WHATWG parser and web-push’s url.parse read differently', () => {
  it.each([
    ['https://127.0.0.1;.x.example/push', '127.0.0.1;.x.example', '127.0.0.1'],
    ['https://127.0.0.1`.x.example/push', '127.0.0.1`.x.example', '127.0.0.1'],
    ["https://127.0.0.1'.x.example/push", "127.0.0.1'.x.example", '127.0.0.1'],
    ['https://127.0.0.1{.x.example/push', '127.0.0.1{.x.example', '127.0.0.1'],
    ['https://127.0.0.1%2e.x.example/push', '127.0.0.1..x.example', '127.0.0.1'],
    ['https://0x5d.184.215.14/push', '93.184.215.14', '0x5d.184.215.14'],
  ])(
    'when the endpoint is %s, then it is refused, with or without the private setting',
    async (endpoint, whatwg, legacy) => {
      const message = `refused: URL parsers disagree on the host (${whatwg} or ${legacy})`;
      for (const allowPrivate of [false, true]) {
        await expect(
          checkTarget(endpoint, { allowPrivate, resolve: publicResolve }),
        ).rejects.toThrow(message);
      }
    },
  );

  it.each([
    ['https://PUSH.Example.TEST/push', 'push.example.test'],
    ['https://push.example.test./push', 'push.example.test.'],
    ['https://push.example.test\t/push', 'push.example.test'],
    ['https://push.example.test\\@127.0.0.1/push', 'push.example.test'],
    ['https://[2606:4700:0:0::1111]/push', '2606:4700::1111'],
  ])(
    'when the endpoint is %s, which both read as %s, then it passes',
    async (endpoint, hostname) => {
      await expect(
        checkTarget(endpoint, { allowPrivate: false, resolve: publicResolve }),
      ).resolves.toMatchObject({ hostname });
    },
  );

  it('when both read the same private host through a backslash, then the address check refuses it', async () => {
    await expect(
      checkTarget('https://127.0.0.1\\.x.example/push', { allowPrivate: false }),
    ).rejects.toThrow('refused: private address 127.0.0.1');
  });
});
