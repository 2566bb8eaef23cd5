import { describe, expect, it } from 'vitest';
import { checkTarget, refusalOf } from './address-guard';

describe('which addresses a webhook may reach', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.10', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.251', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'linkLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:a9fe:a9fe', 'linkLocal'],
    ['::ffff:0:a00:1', 'private'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b:1::a00:1', 'ipv4Translated'],
    ['2002:a00:1::', 'private'],
    ['::7f00:1', 'ipv4Translated'],
    ['2001:db8::1', 'reserved'],
    ['2001::1', 'teredo'],
  ])('when the address is %s, then it is refused as %s', (address, range) => {
    expect(refusalOf(address)).toBe(range);
  });

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '2606:4700::1111',
    '::ffff:93.184.215.14',
    '64:ff9b::808:808',
  ])('when the address is the public %s, then it may be reached', (address) => {
    expect(refusalOf(address)).toBeNull();
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
});
