import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

/** No TRUST_PROXY value may let every client choose its own address, however it is spelled. */
describe('TRUST_PROXY', () => {
  it.each([
    ['0.0.0.0/0', /'0\.0\.0\.0\/0' trusts the whole internet/],
    ['::/0', /'::\/0' trusts the whole internet/],
    ['0.0.0.0/0.0.0.0', /trusts the whole internet/],
    ['::ffff:0.0.0.0/96', /trusts the whole internet/],
    ['loopback, 0.0.0.0/0', /trusts the whole internet/],
    ['0.0.0.0/1', /trusts far more than a proxy network/],
    ['2000::/3', /trusts far more than a proxy network/],
    ['fd00::/8', /trusts far more than a proxy network/],
    ['4', /4 hops trusts addresses any client can write/],
    ['100', /100 hops/],
    ['everyone', /'everyone' is not a hop count/],
    ['10.0.0.0/33', /has no valid prefix length/],
    ['10.0.0.0/255.0.255.0', /has no valid prefix length/],
    // IPv6 spellings of all of IPv4 (mapped or compatible), judged as the IPv4 range they cover.
    ['0::ffff:0:0/96', /'0::ffff:0:0\/96' \(0\.0\.0\.0\/0\) trusts the whole internet/],
    ['0:0:0:0:0:ffff:0.0.0.0/96', /trusts the whole internet/],
    ['::0:ffff:0:0/96', /trusts the whole internet/],
    ['0::FFFF:0:0/96', /trusts the whole internet/],
    ['0000:0000:0000:0000:0000:ffff:0000:0000/96', /trusts the whole internet/],
    ['::ffff:0:0/80', /trusts the whole internet/],
    ['::/96', /trusts the whole internet/],
    ['::/64', /trusts the whole internet/],
    ['::ffff:0.0.0.0/97', /\(0\.0\.0\.0\/1\) trusts far more than a proxy network/],
    ['::ffff:10.0.0.0/100', /\(10\.0\.0\.0\/4\) trusts far more than a proxy network/],
    ['::a00:0/100', /trusts far more than a proxy network/],
    ['loopback,  0::ffff:0:0/96 ', /trusts the whole internet/],
    ['10.0.0.0/8 ,::0:ffff:0:0/96', /trusts the whole internet/],
    ['0.0.0.0/128.0.0.0', /trusts far more than a proxy network/],
    ['10.0.0.0/0.255.255.255', /has no valid prefix length/],
    ['::ffff:10.0.0.0/255.0.0.0', /has no valid prefix length/],
    ['010.0.0.0/8', /'010\.0\.0\.0\/8' is not a hop count/],
    ['10.0.0.0 /8', /is not a hop count/],
    ['LOOPBACK', /'LOOPBACK' is not a hop count/],
    ['fe80::1%eth-0.1/64', /is not a hop count/],
    ['loopback,', /'' is not a hop count/],
  ])('when it is %s, then start-up stops and says why', (value, message) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrowError(message);
  });

  it.each([
    ['1', 1],
    ['3', 3],
    ['loopback', 'loopback'],
    ['10.0.0.0/8', '10.0.0.0/8'],
    ['10.0.0.0/255.0.0.0', '10.0.0.0/255.0.0.0'],
    ['loopback, 172.16.0.0/12, fd12:3456::/32', 'loopback, 172.16.0.0/12, fd12:3456::/32'],
    ['192.0.2.7', '192.0.2.7'],
    ['::ffff:10.0.0.0/104', '::ffff:10.0.0.0/104'],
    ['0::FFFF:A00:0/104', '0::FFFF:A00:0/104'],
    ['::ffff:0:0/128', '::ffff:0:0/128'],
    ['10.0.0.0/255.255.255.0', '10.0.0.0/255.255.255.0'],
    ['loopback , uniquelocal,linklocal', 'loopback , uniquelocal,linklocal'],
    ['FD12:3456::/32', 'FD12:3456::/32'],
    ['2001:db8::/16', '2001:db8::/16'],
    ['::1', '::1'],
  ])('when it is %s, then it is taken', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toBe(expected);
  });
});
