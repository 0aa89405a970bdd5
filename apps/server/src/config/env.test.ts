import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

describe('loadConfig', () => {
  it('has safe local defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.demoAccount).toBe(true);
  });

  it('reads a postgres URL and booleans', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@h/db', DEMO_ACCOUNT: 'false', PORT: '8080' });
    expect(config.databaseUrl).toBe('postgres://u@h/db');
    expect(config.demoAccount).toBe(false);
    expect(config.port).toBe(8080);
  });

  it('keeps push endpoints public unless the test setting is on; refuses a VAPID subject push services refuse', () => {
    expect(loadConfig({}).pushAllowInsecureEndpoints).toBe(false);
    expect(loadConfig({ PUSH_ALLOW_INSECURE_ENDPOINTS: 'true' }).pushAllowInsecureEndpoints).toBe(true);
    expect(loadConfig({ VAPID_SUBJECT: 'https://ohp.example.com/contact' }).vapid.subject).toBe(
      'https://ohp.example.com/contact',
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'admin@example.com' })).toThrow(/VAPID_SUBJECT/);
  });

  it('lists every problem at once', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' });
      expect.unreachable('should throw');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('JWT_SECRET');
    }
  });

  it('reads the OpenID Connect settings, Google by default and off without a client id', () => {
    const defaults = loadConfig({});
    expect(defaults.oidcIssuer).toBe('https://accounts.google.com');
    expect(defaults.oidcClientId).toBeUndefined();
    const custom = loadConfig({
      OIDC_ISSUER: 'http://127.0.0.1:4000/',
      OIDC_CLIENT_ID: 'ohp',
      OIDC_CLIENT_SECRET: 'secret',
    });
    expect(custom.oidcIssuer).toBe('http://127.0.0.1:4000');
    expect(custom.oidcClientId).toBe('ohp');
    expect(custom.oidcClientSecret).toBe('secret');
    expect(() => loadConfig({ OIDC_ISSUER: 'not a url' })).toThrow(/OIDC_ISSUER/);
  });
});

describe('S3 storage settings', () => {
  it('uses the local folder unless S3_BUCKET is set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    const config = loadConfig({
      S3_BUCKET: 'ohp-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.s3).toEqual({
      bucket: 'ohp-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
  });

  it('refuses a key id without its secret, and a malformed endpoint', () => {
    expect(() => loadConfig({ S3_BUCKET: 'ohp-files', S3_ACCESS_KEY_ID: 'key' })).toThrow(/set together/);
    expect(() => loadConfig({ S3_BUCKET: 'ohp-files', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });
});
