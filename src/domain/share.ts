/**
 * Sharing (spec 2: the Share component, section 9): the link each channel shares, the channels' own share links
 * and the text a tip is shared with. Pure: the web component supplies the page address and the site address.
 */
import { normaliseHostname } from './hosting';
import type { TTipOrLocked } from './tip.contract';

/** Every way a link leaves the site; each is the link's utm_source. */
export const SHARE_CHANNELS = [
  'facebook',
  'twitter',
  'tiktok',
  'whatsapp',
  'email',
  'native',
  'qrcode',
  'copy',
] as const;
export type TShareChannel = (typeof SHARE_CHANNELS)[number];

/** The channels reached through a share link of their own (the others use the clipboard, the device or a QR code). */
export type TLinkShareChannel = 'facebook' | 'twitter' | 'whatsapp' | 'email';

/** Spec 2 section 9: campaign racing_tips; medium share, or qrcode for the QR code. */
export const SHARE_UTM_CAMPAIGN = 'racing_tips';
export const shareUtmMedium = (channel: TShareChannel): 'share' | 'qrcode' =>
  channel === 'qrcode' ? 'qrcode' : 'share';

/** Spec 2 section 9: the share popup window is 600x450. */
export const SHARE_POPUP_WIDTH = 600;
export const SHARE_POPUP_HEIGHT = 450;

/** Spec 2 section 9: the TikTok copy message lasts 3000 ms. */
export const TIKTOK_COPIED_MESSAGE = 'TikTok teaser copied to clipboard!';
export const TIKTOK_COPIED_DURATION_MS = 3000;

/** Spec 2 section 9: QR image width 300, margin 2, black on white (the `qrcode` package's options). */
export const QR_CODE_OPTIONS = {
  width: 300,
  margin: 2,
  color: { dark: '#000000', light: '#ffffff' },
} as const;
export const QR_CODE_FILE_NAME = 'racepro-qr-code.png';

// NOTE: bounds on what is shared: browsers and share targets cut or refuse very long links, and a runaway text
// should not make a multi-megabyte mailto or tweet link.
export const MAX_SHARE_URL_LENGTH = 2048;
export const MAX_SHARE_TEXT_LENGTH = 1000;

const PRIVATE_IPV4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/;

/**
 * True for addresses nobody else can open: loopback, `.local`/`.localhost` names, private IPv4 ranges, and
 * hosts starting `dev.` or `staging.` (a link from there would send friends to a test site).
 */
export const isLocalOrDevHost = (hostname: string): boolean => {
  const host = normaliseHostname(hostname);
  if (host === '' || host === 'localhost' || host === '::1' || host === '::' || host === '0.0.0.0')
    return true;
  if (host.endsWith('.localhost') || host.endsWith('.local')) return true;
  if (host.startsWith('dev.') || host.startsWith('staging.')) return true;
  const ipv4 = PRIVATE_IPV4.exec(host);
  if (!ipv4) return false;
  const first = Number(ipv4[1]);
  const second = Number(ipv4[2]);
  return (
    first === 127 ||
    first === 10 ||
    (first === 192 && second === 168) ||
    (first === 172 && second >= 16 && second <= 31)
  );
};

/**
 * An http(s) URL, or null: never throws, refuses other schemes (javascript:, data:) and huge input. With a `base`,
 * a site path ("/tips?day=today") is read against it; other relative text ("not a url") is refused.
 */
const parseHttpUrl = (value: unknown, base?: string): URL | null => {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_SHARE_URL_LENGTH) return null;
  const isSitePath = value.startsWith('/') && !value.startsWith('//');
  try {
    const url = isSitePath && base ? new URL(value, base) : new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
};

const utmParams = (channel: TShareChannel): Array<[string, string]> => [
  ['utm_source', channel],
  ['utm_medium', shareUtmMedium(channel)],
  ['utm_campaign', SHARE_UTM_CAMPAIGN],
];

const withUtm = (url: URL, channel: TShareChannel): string => {
  // NOTE: drop every utm_* first, so a page reached from a shared link does not pass on the previous channel.
  for (const key of [...url.searchParams.keys()]) {
    if (key.toLowerCase().startsWith('utm_')) url.searchParams.delete(key);
  }
  for (const [key, value] of utmParams(channel)) url.searchParams.set(key, value);
  return url.href;
};

/**
 * The link a channel shares: the page (path, query and hash kept) with utm_source (the channel), utm_medium and
 * utm_campaign set, any earlier utm_* dropped. `pageUrl` may be absolute or a path. On a local or dev host the
 * link moves to `publicSiteUrl`'s origin. A page address that cannot be read (or is not http(s)) falls back to
 * the site's home page; if neither can be read the result is a site-relative link. Never throws.
 */
export const shareUrl = ({
  pageUrl,
  channel,
  publicSiteUrl,
}: {
  pageUrl: string;
  channel: TShareChannel;
  publicSiteUrl: string;
}): string => {
  // NOTE: the channel is typed, but a bad one at run time is shared as a plain copied link rather than throwing.
  const source: TShareChannel = SHARE_CHANNELS.includes(channel) ? channel : 'copy';
  const site = parseHttpUrl(publicSiteUrl);
  const page = parseHttpUrl(pageUrl, site?.origin) ?? (site ? new URL('/', site.origin) : null);
  if (!page) return `/?${new URLSearchParams(utmParams(source)).toString()}`;
  if (site && isLocalOrDevHost(page.hostname)) {
    return withUtm(new URL(`${page.pathname}${page.search}${page.hash}`, site.origin), source);
  }
  return withUtm(page, source);
};

// NOTE: encodeURIComponent throws URIError on a lone UTF-16 surrogate (a cut emoji); replace those first.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text cut to MAX_SHARE_TEXT_LENGTH (with an ellipsis) and safe to URL-encode. */
export const boundShareText = (text: unknown): string => {
  const plain = typeof text === 'string' ? text.replace(LONE_SURROGATE, '\uFFFD') : '';
  return plain.length > MAX_SHARE_TEXT_LENGTH ? `${plain.slice(0, MAX_SHARE_TEXT_LENGTH - 1)}…` : plain;
};

const encode = (text: string): string => encodeURIComponent(boundShareText(text));

/** The channel's own share address for `url` (already a shareUrl for that channel), every part encoded. */
export const channelHref = (
  channel: TLinkShareChannel,
  { url, text, title }: { url: string; text: string; title: string },
): string => {
  switch (channel) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${encode(url)}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?text=${encode(text)}&url=${encode(url)}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encode(`${boundShareText(text)} ${url}`)}`;
    case 'email':
      return `mailto:?subject=${encode(title)}&body=${encode(`${boundShareText(text)}\n\n${url}`)}`;
  }
};

/** What the TikTok button copies: TikTok has no share link, so the user pastes this teaser into a post. */
export const shareTeaser = (text: string, url: string): string => `${boundShareText(text)}\n${url}`;

/**
 * The words a tip is shared with. A free tip names the horse, price and race; a premium tip (any paid tier, locked
 * or not) names only the race: the selection is what members pay for, so it never leaves the site in a share.
 */
export const tipShareText = (tip: TTipOrLocked): string => {
  if (tip.locked || tip.accessLevel !== 'Free') {
    return `A premium RacePro tip for the ${tip.time} at ${tip.racecourse}`;
  }
  return `Free RacePro tip: ${tip.horse} (${tip.odds}) in the ${tip.time} at ${tip.racecourse}`;
};
