import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('when nothing is set, then every default of docs/product.md#operating applies', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 5000,
      DATA_DIR: './data',
      MARINA_TZ: 'America/New_York',
      SLOT_CAPACITY: 4,
      REMINDER_LEAD_HOURS: 24,
      WORKER_POLL_MS: 30000,
      BCRYPT_COST: 12,
      APP_URL: 'http://localhost:5000',
    });
  });

  it('when values are bad, then the error names each setting', () => {
    expect(() =>
      loadConfig({
        PORT: 'eighty',
        MARINA_TZ: 'Mars/Olympus',
        SLOT_CAPACITY: '0',
        SMTP_URL: 'mail.example',
      }),
    ).toThrowError(
      /PORT[\s\S]*MARINA_TZ: must be an IANA time zone[\s\S]*SLOT_CAPACITY[\s\S]*SMTP_URL/,
    );
  });

  it('when production runs without a session secret, then start-up stops', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrowError(/SESSION_SECRET/);
  });

  it('when only one of ADMIN_EMAIL and ADMIN_PASSWORD is set, then start-up stops', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.co' })).toThrowError(
      /ADMIN_EMAIL and ADMIN_PASSWORD/,
    );
  });

  it('when APP_URL ends in slashes, then they are dropped so links never double them', () => {
    expect(loadConfig({ APP_URL: 'https://book.example.com/marina//' }).APP_URL).toBe(
      'https://book.example.com/marina',
    );
  });

  it('when TRUST_PROXY is true, then start-up stops and asks for the hops or the proxy', () => {
    for (const value of ['true', 'TRUE', ' true ']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrowError(
        /TRUST_PROXY: 'true' lets any client choose its address: give the hop count \(1\), 'loopback' or the proxy's subnet/,
      );
    }
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).TRUST_PROXY).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).TRUST_PROXY).toBe('10.0.0.0/8');
  });

  it('when TRUST_PROXY and CORS_ORIGINS are given, then they are parsed', () => {
    const config = loadConfig({
      TRUST_PROXY: '1',
      CORS_ORIGINS: 'https://a.example, https://b.example',
    });
    expect(config.TRUST_PROXY).toBe(1);
    expect(config.CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
  });

  it('when the operations settings are left out, then metrics are off and a drain of 5 s applies', () => {
    const config = loadConfig({});
    expect(config.METRICS_PORT).toBeUndefined();
    expect(config).toMatchObject({
      SHUTDOWN_DRAIN_MS: 5000,
      DATABASE_POOL_SIZE: 10,
      METRICS_HOST: '127.0.0.1',
      MAIL_RETENTION_DAYS: 30,
    });
    expect(loadConfig({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
  });

  it('when METRICS_PORT is the public port or not a port, then start-up stops and says why', () => {
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrowError(
      /METRICS_PORT: must differ from PORT/,
    );
    expect(() => loadConfig({ METRICS_PORT: 'prometheus' })).toThrowError(
      /METRICS_PORT: must be a port number/,
    );
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '-1' })).toThrowError(/SHUTDOWN_DRAIN_MS/);
  });

  it('when a setting is left empty, then its default applies rather than zero', () => {
    const config = loadConfig({ SHUTDOWN_DRAIN_MS: '', SLOT_CAPACITY: ' ', PORT: '' });
    expect(config).toMatchObject({ SHUTDOWN_DRAIN_MS: 5000, SLOT_CAPACITY: 4, PORT: 5000 });
  });
});
