import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bearerSecretOf, newApiTokenSecret } from './api-token-secret';

/** What a token's secret looks like, and which Authorization headers can carry one. */
describe('API token secrets', () => {
  it('when a secret is made, then it is mt_ and 32 random bytes, kept as its SHA-256 and shown by its first characters', () => {
    const made = newApiTokenSecret();
    expect(made.secret).toMatch(/^mt_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(made.secret.slice(3), 'base64url')).toHaveLength(32);
    expect(made.hash).toBe(createHash('sha256').update(made.secret).digest('hex'));
    expect(made.prefix).toBe(made.secret.slice(0, 8));
    expect(newApiTokenSecret().secret).not.toBe(made.secret);
  });

  it('when the header is Bearer and a secret of that form, then the secret is read, the scheme in any case', () => {
    const { secret } = newApiTokenSecret();
    expect(bearerSecretOf(`Bearer ${secret}`)).toBe(secret);
    expect(bearerSecretOf(`bearer ${secret}`)).toBe(secret);
    expect(bearerSecretOf(`BEARER ${secret}`)).toBe(secret);
  });

  it('when the header has any other form, then no secret is read', () => {
    const { secret } = newApiTokenSecret();
    const refused = [
      '',
      'Bearer',
      'Bearer ',
      'Bearer  x',
      `Bearer  ${secret}`,
      `Bearer\t${secret}`,
      `Basic ${Buffer.from('admin:pass').toString('base64')}`,
      `Token ${secret}`,
      `Bearer ${secret} `,
      `Bearer ${secret}x`,
      `Bearer ${secret.slice(0, -1)}`,
      `Bearer ${secret.toUpperCase()}`,
      `Bearer ${secret.replace('mt_', 'xx_')}`,
      `Bearer ${secret.slice(0, 20)}\u0000${secret.slice(21)}`,
      `Bearer ${secret.slice(0, 20)}\u00ff${secret.slice(21)}`,
      `Bearer ${secret}, Bearer ${secret}`,
      `Bearer ${'a'.repeat(10_240)}`,
    ];
    for (const header of refused)
      expect(bearerSecretOf(header), JSON.stringify(header)).toBe(undefined);
  });
});
