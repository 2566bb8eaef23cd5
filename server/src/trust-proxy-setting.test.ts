import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

/** Issue 24 item 6: no TRUST_PROXY value may let every client choose its own address. */
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
  ])('when it is %s, then it is taken', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toBe(expected);
  });
});
