import { describe, expect, it } from 'vitest';
import { bootServer } from '../boot';
import { ConfigError, loadConfig } from '../config';
import { refuseWeakAdminPassword } from './admin-password';

const PRODUCTION = {
  NODE_ENV: 'production',
  ADMIN_USERNAME: 'chief-steward',
  PUBLIC_SITE_URL: 'https://racepro.example',
  TRADER_NAME: 'Paddock Data Ltd',
  TRADER_ADDRESS: '2 Rowley Mile, Newmarket, Suffolk, CB8 0TF',
} as const;

describe('the production administrator password', () => {
  it.each([
    ['aaaaaaaaaaaa', /ADMIN_PASSWORD: Password is too easy to guess/],
    ['chief-steward', /ADMIN_PASSWORD: Password must not be your e-mail address or username/],
    ['my-racepro-admin', /ADMIN_PASSWORD: Password must not contain the name of this site/],
    ['            ', /ADMIN_PASSWORD: Password must not be only spaces/],
  ])('refuses %j at configuration, naming the variable', (password, message) => {
    expect(() => loadConfig({ ...PRODUCTION, ADMIN_PASSWORD: password })).toThrow(ConfigError);
    expect(() => loadConfig({ ...PRODUCTION, ADMIN_PASSWORD: password })).toThrow(message);
  });

  it('refuses a common password before the server starts, naming the variable', async () => {
    const config = loadConfig({
      ...PRODUCTION,
      ADMIN_PASSWORD: 'password1234',
      DATA_DIR: '/nonexistent/authlimits',
    });
    await expect(bootServer(config)).rejects.toThrow(ConfigError);
    await expect(bootServer(config)).rejects.toThrow(
      /ADMIN_PASSWORD: This password is one of the most commonly used/,
    );
  });

  it('accepts a strong one, and leaves demo and development alone', async () => {
    const strong = loadConfig({ ...PRODUCTION, ADMIN_PASSWORD: 'Paddock-Admin-Secret-2026' });
    await expect(refuseWeakAdminPassword(strong)).resolves.toBeUndefined();
    await expect(refuseWeakAdminPassword(loadConfig({}))).resolves.toBeUndefined();
  });
});
