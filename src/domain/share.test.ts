import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  channelHref,
  isLocalOrDevHost,
  MAX_SHARE_TEXT_LENGTH,
  SHARE_CHANNELS,
  shareTeaser,
  shareUrl,
  type TLinkShareChannel,
  tipShareText,
} from './share';
import type { TLockedTip, TTip } from './tip.contract';
import { fullTip, lockedTip } from './tip.fixtures';

const SITE = 'https://racepro.co.uk';

const utmOf = (url: string) => {
  const { searchParams } = new URL(url);
  return {
    source: searchParams.getAll('utm_source'),
    medium: searchParams.getAll('utm_medium'),
    campaign: searchParams.getAll('utm_campaign'),
  };
};

describe('shareUrl', () => {
  it.each(SHARE_CHANNELS)('tags the %s channel with its utm source, medium and campaign', (channel) => {
    const url = shareUrl({ pageUrl: 'https://racepro.co.uk/tips', channel, publicSiteUrl: SITE });
    expect(utmOf(url)).toEqual({
      source: [channel],
      medium: [channel === 'qrcode' ? 'qrcode' : 'share'],
      campaign: ['racing_tips'],
    });
    expect(url).toBe(
      `https://racepro.co.uk/tips?utm_source=${channel}&utm_medium=${channel === 'qrcode' ? 'qrcode' : 'share'}&utm_campaign=racing_tips`,
    );
  });

  it('keeps the path, the existing query and the hash', () => {
    const url = shareUrl({
      pageUrl: 'https://racepro.co.uk/tools/betting-guide?tab=each-way&q=a%20b#stakes',
      channel: 'twitter',
      publicSiteUrl: SITE,
    });
    const parsed = new URL(url);
    expect(parsed.origin).toBe('https://racepro.co.uk');
    expect(parsed.pathname).toBe('/tools/betting-guide');
    expect(parsed.searchParams.get('tab')).toBe('each-way');
    expect(parsed.searchParams.get('q')).toBe('a b');
    expect(parsed.hash).toBe('#stakes');
  });

  it('replaces earlier utm parameters, whatever their case, and keeps the others', () => {
    const url = shareUrl({
      pageUrl:
        'https://racepro.co.uk/tips?utm_source=facebook&utm_medium=share&UTM_Content=hero&utm_term=x&day=today',
      channel: 'whatsapp',
      publicSiteUrl: SITE,
    });
    const { searchParams } = new URL(url);
    expect([...searchParams.keys()]).toEqual(['day', 'utm_source', 'utm_medium', 'utm_campaign']);
    expect(utmOf(url)).toEqual({ source: ['whatsapp'], medium: ['share'], campaign: ['racing_tips'] });
  });

  it.each([
    'http://localhost:5173',
    'http://127.0.0.1:3000',
    'http://[::1]:3000',
    'http://0.0.0.0:3000',
    'http://my-mac.local',
    'http://racepro.localhost',
    'http://10.0.0.12:3000',
    'http://192.168.1.20',
    'http://172.16.0.5',
    'http://172.31.255.1',
    'https://dev.racepro.co.uk',
    'https://staging.racepro.co.uk',
  ])('on %s shares the production address instead', (origin) => {
    const url = shareUrl({
      pageUrl: `${origin}/tips?day=today#tip-3`,
      channel: 'facebook',
      publicSiteUrl: 'https://racepro.co.uk/',
    });
    expect(url).toBe(
      'https://racepro.co.uk/tips?day=today&utm_source=facebook&utm_medium=share&utm_campaign=racing_tips#tip-3',
    );
  });

  it.each([
    'https://racepro.co.uk',
    'https://www.racepro.co.uk',
    'https://racepro.vercel.app',
    'http://172.32.0.1',
    'http://172.15.0.1',
    'https://devices.example.com',
    'https://my.dev.example.com',
  ])('keeps the public address %s', (origin) => {
    const url = shareUrl({ pageUrl: `${origin}/learn`, channel: 'email', publicSiteUrl: SITE });
    expect(new URL(url).origin).toBe(new URL(origin).origin);
  });

  it('resolves a path against the public site', () => {
    expect(shareUrl({ pageUrl: '/strategies?tab=ai', channel: 'copy', publicSiteUrl: SITE })).toBe(
      'https://racepro.co.uk/strategies?tab=ai&utm_source=copy&utm_medium=share&utm_campaign=racing_tips',
    );
  });

  it.each([
    ['', 'empty'],
    ['not a url', 'unreadable'],
    ['javascript:alert(1)', 'a script'],
    ['data:text/html,hi', 'a data URL'],
    [`https://racepro.co.uk/${'a'.repeat(3000)}`, 'too long'],
    ['http://[bad', 'malformed'],
  ])('falls back to the public site for a page address that is %s (%s)', (pageUrl) => {
    const url = shareUrl({ pageUrl, channel: 'native', publicSiteUrl: SITE });
    expect(url).toBe('https://racepro.co.uk/?utm_source=native&utm_medium=share&utm_campaign=racing_tips');
  });

  it('never throws: a bad site address and a bad page give a site-relative link', () => {
    expect(shareUrl({ pageUrl: 'nope', channel: 'qrcode', publicSiteUrl: 'also nope' })).toBe(
      '/?utm_source=qrcode&utm_medium=qrcode&utm_campaign=racing_tips',
    );
    // A local page with no usable site address is still shared (nothing better is known).
    expect(shareUrl({ pageUrl: 'http://localhost:3000/tips', channel: 'copy', publicSiteUrl: '' })).toBe(
      'http://localhost:3000/tips?utm_source=copy&utm_medium=share&utm_campaign=racing_tips',
    );
    expect(
      shareUrl({ pageUrl: SITE, channel: 'myspace' as never, publicSiteUrl: SITE }).includes(
        'utm_source=copy',
      ),
    ).toBe(true);
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.constantFrom(...SHARE_CHANNELS), (pageUrl, site, channel) => {
        expect(typeof shareUrl({ pageUrl, channel, publicSiteUrl: site })).toBe('string');
      }),
    );
  });
});

describe('isLocalOrDevHost', () => {
  it('reads hostnames case-insensitively and without a trailing dot', () => {
    expect(isLocalOrDevHost('LOCALHOST.')).toBe(true);
    expect(isLocalOrDevHost('Dev.RacePro.co.uk')).toBe(true);
    expect(isLocalOrDevHost('racepro.co.uk')).toBe(false);
  });
});

describe('channelHref', () => {
  const url = 'https://racepro.co.uk/tips?day=today&utm_source=x&utm_medium=share&utm_campaign=racing_tips';
  const text = 'Free tip: Kyprios (5/2) & more #racing';
  const title = 'RacePro tips?';

  it('builds each channel share link with every part encoded', () => {
    const encodedUrl = encodeURIComponent(url);
    expect(channelHref('facebook', { url, text, title })).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`,
    );
    expect(channelHref('twitter', { url, text, title })).toBe(
      `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodedUrl}`,
    );
    expect(channelHref('whatsapp', { url, text, title })).toBe(
      `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
    );
    expect(channelHref('email', { url, text, title })).toBe(
      `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${text}\n\n${url}`)}`,
    );
  });

  it('round-trips: the share target reads back the exact text and link', () => {
    const twitter = new URL(channelHref('twitter', { url, text, title }));
    expect(twitter.searchParams.get('text')).toBe(text);
    expect(twitter.searchParams.get('url')).toBe(url);
    const facebook = new URL(channelHref('facebook', { url, text, title }));
    expect(facebook.searchParams.get('u')).toBe(url);
  });

  it('bounds the text and never throws on a cut emoji', () => {
    const long = channelHref('twitter', { url, text: 'x'.repeat(5000), title });
    expect(new URL(long).searchParams.get('text')).toHaveLength(MAX_SHARE_TEXT_LENGTH);
    const channels: TLinkShareChannel[] = ['facebook', 'twitter', 'whatsapp', 'email'];
    for (const channel of channels) {
      expect(() => channelHref(channel, { url, text: 'odds \uD83D', title: '\uDC0E tip' })).not.toThrow();
    }
  });

  it('the TikTok teaser is the text then the link', () => {
    expect(shareTeaser('Free tip', url)).toBe(`Free tip\n${url}`);
  });
});

const FREE_TIP = fullTip();
const LOCKED_TIP = lockedTip({ time: '14:30', racecourse: 'Ascot' });

/** Everything a share of the tip sends anywhere: the text, and every channel's link and teaser. */
const everythingShared = (tip: TTip | TLockedTip, pageUrl: string) => {
  const text = tipShareText(tip);
  const title = 'RacePro tip';
  const parts = [text];
  for (const channel of SHARE_CHANNELS) {
    const url = shareUrl({ pageUrl, channel, publicSiteUrl: SITE });
    parts.push(url, shareTeaser(text, url));
  }
  for (const channel of ['facebook', 'twitter', 'whatsapp', 'email'] as const) {
    const url = shareUrl({ pageUrl, channel, publicSiteUrl: SITE });
    const href = channelHref(channel, { url, text, title });
    parts.push(href, decodeURIComponent(href));
  }
  return parts.join('\n');
};

describe('tipShareText', () => {
  it('names the horse, price and race of a free tip', () => {
    expect(tipShareText(FREE_TIP)).toBe('Free RacePro tip: Galopin Des Champs (5/2) in the 14:30 at Ascot');
  });

  it('names only the race of a locked premium tip', () => {
    expect(tipShareText(LOCKED_TIP)).toBe('A premium RacePro tip for the 14:30 at Ascot');
  });

  it.each(['Starter', 'Monthly', 'Lifetime'] as const)(
    'never lets a %s tip seen in full (a member sharing) carry its horse or odds',
    (accessLevel) => {
      const tip: TTip = { ...FREE_TIP, accessLevel, horse: 'Zanzibar Secret', odds: '11/4' };
      expect(tipShareText(tip)).toBe('A premium RacePro tip for the 14:30 at Ascot');
      const shared = everythingShared(tip, 'https://racepro.co.uk/tips#tip-1');
      expect(shared).not.toMatch(/zanzibar|secret/i);
      expect(shared).not.toContain('11/4');
      expect(shared).not.toContain(encodeURIComponent('11/4'));
    },
  );

  it('never leaks a premium horse or price, whatever they are (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Starter', 'Monthly', 'Lifetime' as const),
        fc.string({ minLength: 1, maxLength: 30 }).map((name) => `QX${name}`),
        fc.tuple(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1, max: 999 })),
        fc.boolean(),
        (accessLevel, horse, [num, den], hasResult) => {
          const odds = `${num}/${den}`;
          const tip: TTip = {
            ...FREE_TIP,
            accessLevel,
            horse,
            odds,
            oddsNum: num,
            oddsDen: den,
            result: hasResult ? 'Won' : null,
          };
          const shared = everythingShared(tip, '/tips');
          expect(shared).not.toContain(horse);
          expect(shared).not.toContain(encodeURIComponent(horse));
          expect(shared).not.toContain(odds);
        },
      ),
    );
  });
});
