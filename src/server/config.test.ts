import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_TRADER, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to port 3000, ./data, demo mode and the admin/admin demo admin', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      demo: true,
      isProduction: false,
      admin: { username: 'admin', password: 'admin' },
    });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicSiteUrl).toBe('http://localhost:3000');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DEMO: 'maybe' }, 'DEMO'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ SUPPORT_EMAIL: 'nobody' }, 'SUPPORT_EMAIL'],
    [{ PUBLIC_SITE_URL: 'ftp://x' }, 'PUBLIC_SITE_URL'],
  ])('names the bad variable in %j', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}: `));
  });

  it('refuses production without admin credentials, with a weak password, or in demo mode', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/ADMIN_USERNAME: required in production/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'short' }),
    ).toThrow(/at least 12/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        ADMIN_USERNAME: 'boss',
        ADMIN_PASSWORD: 'a-long-secret-1',
        DEMO: '1',
      }),
    ).toThrow(/never allowed/);
  });

  it('refuses production without PUBLIC_SITE_URL, saying why', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'a-long-secret-1' }),
    ).toThrow(/PUBLIC_SITE_URL: required in production/);
  });

  it.each([
    [undefined, false],
    ['0', false],
    ['false', false],
    ['1', 1],
    ['true', 1],
    ['2', 2],
    ['10.0.0.1, 10.0.0.0/8', ['10.0.0.1', '10.0.0.0/8']],
  ])('reads TRUST_PROXY=%s as %j (never "trust every hop")', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['everything', '1.2.3.4; rm', '999'])('refuses TRUST_PROXY=%s', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: /);
  });

  it('bounds the request timeout', () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(30_000);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS: /);
  });

  const PRODUCTION = {
    NODE_ENV: 'production',
    ADMIN_USERNAME: 'boss',
    ADMIN_PASSWORD: 'a-long-secret-1',
    PUBLIC_SITE_URL: 'https://racepro.example',
    TRADER_NAME: 'Paddock Data Ltd',
    TRADER_ADDRESS: '2 Rowley Mile, Newmarket, Suffolk, CB8 0TF',
  } as const;

  it.each(['TRADER_NAME', 'TRADER_ADDRESS'] as const)(
    'refuses production when %s is missing, empty or blank, saying why',
    (name) => {
      const { [name]: _left, ...without } = PRODUCTION;
      for (const env of [without, { ...PRODUCTION, [name]: '' }, { ...PRODUCTION, [name]: '   ' }]) {
        expect(() => loadConfig(env)).toThrow(ConfigError);
        expect(() => loadConfig(env)).toThrow(new RegExp(`${name}: required in production`));
      }
    },
  );

  it('passes the trader name and address through, commas kept, and uses marked demo values elsewhere', () => {
    const config = loadConfig(PRODUCTION);
    expect(config.traderName).toBe('Paddock Data Ltd');
    expect(config.traderAddress).toBe('2 Rowley Mile, Newmarket, Suffolk, CB8 0TF');
    expect(config.supportEmail).toBe('support@racepro.example');
    expect(loadConfig({ TRADER_NAME: '  Paddock Data Ltd ' }).traderName).toBe('Paddock Data Ltd');
    const demo = loadConfig({ TRADER_ADDRESS: '' });
    expect([demo.traderName, demo.traderAddress]).toEqual([DEMO_TRADER.name, DEMO_TRADER.address]);
    expect(DEMO_TRADER).toEqual({ name: 'RacePro Demo Ltd', address: '1 Example Street, London, EC1A 1AA' });
  });

  it.each([
    ['TRADER_NAME', 'AB', /at least 3/],
    ['TRADER_NAME', 'x'.repeat(201), /at most 200/],
    ['TRADER_ADDRESS', '1 Street\nLondon', /one line/],
  ])('refuses %s=%j', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}: `));
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('turns demo off in production and keeps the configured admin', () => {
    const config = loadConfig({ ...PRODUCTION, PORT: '8080' });
    expect(config).toMatchObject({
      demo: false,
      isProduction: true,
      port: 8080,
      admin: { username: 'boss' },
    });
  });

  it('accepts a PostgreSQL URL and DEMO=0', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db', DEMO: '0' });
    expect(config.databaseUrl).toBe('postgres://u:p@127.0.0.1:5432/db');
    expect(config.demo).toBe(false);
  });
  it('reads the VAPID keys (all three or none) and never echoes a bad private key', () => {
    const vapid = {
      VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`,
      VAPID_PRIVATE_KEY: 'k'.repeat(43),
      VAPID_SUBJECT: 'mailto:alerts@racepro.example',
    };
    expect(loadConfig({}).vapid).toBeNull();
    expect(loadConfig(vapid).vapid).toEqual({
      publicKey: vapid.VAPID_PUBLIC_KEY,
      privateKey: vapid.VAPID_PRIVATE_KEY,
      subject: vapid.VAPID_SUBJECT,
    });
    expect(loadConfig({ ...vapid, VAPID_SUBJECT: 'https://racepro.example/contact' }).vapid?.subject).toBe(
      'https://racepro.example/contact',
    );
    const { VAPID_SUBJECT: _subject, ...twoOfThree } = vapid;
    expect(() => loadConfig(twoOfThree)).toThrow(/set all three for Web Push, or none/);
    expect(() => loadConfig({ ...vapid, VAPID_SUBJECT: 'http://racepro.example' })).toThrow(
      /VAPID_SUBJECT: /,
    );
    const secret = `${'s'.repeat(42)}!`;
    expect(() => loadConfig({ ...vapid, VAPID_PRIVATE_KEY: secret })).toThrow(/VAPID_PRIVATE_KEY: /);
    expect(() => loadConfig({ ...vapid, VAPID_PRIVATE_KEY: secret })).not.toThrow(secret);
  });
});
