/**
 * The domain connection test (spec 1 section 2, /domain-test): is the site served from a default hosting
 * address (a developer machine or a platform's own subdomain) or from its own custom domain?
 */

export type THostingKind = 'local' | 'platform' | 'ip-address' | 'custom';

export type THostingClassification = {
  hostname: string;
  kind: THostingKind;
  /** The hosting platform or network the default address belongs to, when known. */
  provider: string | null;
};

/** Default subdomains handed out by common hosting platforms: suffix -> platform name. */
export const DEFAULT_HOSTING_SUFFIXES: ReadonlyArray<readonly [suffix: string, provider: string]> = [
  ['vercel.app', 'Vercel'],
  ['netlify.app', 'Netlify'],
  ['onrender.com', 'Render'],
  ['herokuapp.com', 'Heroku'],
  ['replit.app', 'Replit'],
  ['replit.dev', 'Replit'],
  ['repl.co', 'Replit'],
  ['pages.dev', 'Cloudflare Pages'],
  ['workers.dev', 'Cloudflare Workers'],
  ['github.io', 'GitHub Pages'],
  ['fly.dev', 'Fly.io'],
  ['railway.app', 'Railway'],
  ['web.app', 'Firebase Hosting'],
  ['firebaseapp.com', 'Firebase Hosting'],
  ['azurewebsites.net', 'Azure App Service'],
  ['azurestaticapps.net', 'Azure Static Web Apps'],
  ['run.app', 'Google Cloud Run'],
  ['appspot.com', 'Google App Engine'],
  ['amplifyapp.com', 'AWS Amplify'],
  ['ondigitalocean.app', 'DigitalOcean App Platform'],
  ['koyeb.app', 'Koyeb'],
  ['deno.dev', 'Deno Deploy'],
  ['glitch.me', 'Glitch'],
  ['surge.sh', 'Surge'],
];

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '0.0.0.0', '::']);
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** Lower-case, without IPv6 brackets or a trailing dot (`Example.COM.` and `example.com` are one host). */
export const normaliseHostname = (hostname: string): string =>
  hostname
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');

const isIpAddress = (host: string): boolean => IPV4.test(host) || host.includes(':');

const isLocalHost = (host: string): boolean =>
  LOOPBACK_HOSTS.has(host) ||
  host.endsWith('.localhost') ||
  host.endsWith('.local') ||
  IPV4.exec(host)?.[1] === '127';

const isOnDomain = (host: string, domain: string): boolean => host === domain || host.endsWith(`.${domain}`);

export const classifyHostname = (hostname: string): THostingClassification => {
  const host = normaliseHostname(hostname);
  if (host === '' || isLocalHost(host)) return { hostname: host, kind: 'local', provider: null };
  const platform = DEFAULT_HOSTING_SUFFIXES.find(([suffix]) => isOnDomain(host, suffix));
  if (platform) return { hostname: host, kind: 'platform', provider: platform[1] };
  if (isIpAddress(host)) return { hostname: host, kind: 'ip-address', provider: null };
  return { hostname: host, kind: 'custom', provider: null };
};

/** True for localhost-style addresses and platform default subdomains such as `my-app.vercel.app`. */
export const isDefaultHostingDomain = (hostname: string): boolean => {
  const { kind } = classifyHostname(hostname);
  return kind === 'local' || kind === 'platform';
};

/** The hostname of an absolute URL, or null when the text is not one. */
export const hostnameOfUrl = (url: string): string | null => {
  try {
    return normaliseHostname(new URL(url).hostname);
  } catch {
    return null;
  }
};
