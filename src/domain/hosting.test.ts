import { describe, expect, it } from 'vitest';
import { classifyHostname, hostnameOfUrl, isDefaultHostingDomain, normaliseHostname } from './hosting';

describe('isDefaultHostingDomain', () => {
  it.each([
    'localhost',
    '127.0.0.1',
    '127.0.1.1',
    '::1',
    '[::1]',
    '0.0.0.0',
    'app.localhost',
    'my-mac.local',
    'racepro.vercel.app',
    'racepro-git-main-team.vercel.app',
    'racepro.netlify.app',
    'racepro.onrender.com',
    'racepro-123.herokuapp.com',
    'racepro.replit.app',
    'racepro.user.repl.co',
    'racepro.pages.dev',
    'someone.github.io',
    'racepro.fly.dev',
    'racepro.up.railway.app',
    'RacePro.Vercel.App.',
  ])('treats %s as a default hosting address', (hostname) => {
    expect(isDefaultHostingDomain(hostname)).toBe(true);
  });

  it.each([
    'racepro.co.uk',
    'www.racepro.co.uk',
    'tips.example.com',
    'notvercel.app',
    'vercel.app.example.com',
    'localhost.example.com',
    '203.0.113.7',
  ])('treats %s as not a default hosting address', (hostname) => {
    expect(isDefaultHostingDomain(hostname)).toBe(false);
  });
});

describe('classifyHostname', () => {
  it('names the platform of a default subdomain', () => {
    expect(classifyHostname('racepro.onrender.com')).toEqual({
      hostname: 'racepro.onrender.com',
      kind: 'platform',
      provider: 'Render',
    });
  });

  it('tells a custom domain from a bare IP address', () => {
    expect(classifyHostname('www.racepro.co.uk').kind).toBe('custom');
    expect(classifyHostname('203.0.113.7').kind).toBe('ip-address');
    expect(classifyHostname('localhost').kind).toBe('local');
  });
});

describe('helpers', () => {
  it('normalises case, brackets and a trailing dot', () => {
    expect(normaliseHostname(' WWW.Example.COM. ')).toBe('www.example.com');
    expect(normaliseHostname('[::1]')).toBe('::1');
  });

  it('reads the hostname of a URL and rejects text that is not one', () => {
    expect(hostnameOfUrl('https://www.racepro.co.uk/tips')).toBe('www.racepro.co.uk');
    expect(hostnameOfUrl('http://localhost:3000')).toBe('localhost');
    expect(hostnameOfUrl('not a url')).toBeNull();
    expect(hostnameOfUrl('')).toBeNull();
  });
});
