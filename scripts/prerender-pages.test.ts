import { beforeAll, describe, expect, it } from 'vitest';
import { isClientRoute, renderedAheadFor, type TRenderedAheadFor } from '~/domain/client-routes';
import { renderPage, withShellBars } from './prerender-pages';

const PRERENDERED_PATHS = renderedAheadFor('guest');
const MEMBER_PRERENDERED_PATHS = renderedAheadFor('member');

// Every screen rendered once, as the build renders them (the first render loads the whole app's modules: seconds on a
// busy machine); the tests read the results.
const rendered: Record<TRenderedAheadFor, Map<string, string>> = { guest: new Map(), member: new Map() };
beforeAll(async () => {
  for (const viewer of ['guest', 'member'] as const)
    for (const pagePath of renderedAheadFor(viewer))
      rendered[viewer].set(pagePath, await renderPage(pagePath, viewer));
}, 120_000);
const pageOf = async (pagePath: string, viewer: TRenderedAheadFor) => {
  const html = rendered[viewer].get(pagePath);
  if (html === undefined) throw new Error(`${pagePath} is not rendered ahead for a ${viewer}`);
  return html;
};
const renderGuestPage = (pagePath: string) => pageOf(pagePath, 'guest');

// Rendered in Node with no window, as the build renders them.
describe('screens rendered ahead for guests', () => {
  it('renders the home screen with the shell, the hero and the tips still loading', async () => {
    const html = await renderGuestPage('/');
    expect(html).toContain('aria-label="Safer gambling"');
    expect(html).toContain('id="home-hero-title"');
    expect(html).toContain('Smarter racing bets');
    expect(html).toContain('id="main-content"');
    // No script, and no inline handler: the page's CSP allows neither, and the app replaces this markup.
    expect(html).not.toMatch(/<script|\son[a-z]+=/i);
  });

  it('bakes in no time: the clock keeps its place but shows none until the app runs', async () => {
    const html = await renderGuestPage('/');
    expect(html).toContain('aria-label="UK time"');
    expect(html).not.toContain('<time');
    // The invisible placeholder that holds the clock's width is all zeros.
    const text = html.replace(/<[^>]+>/g, ' ').replace('00/00/0000 0:00:00 pm', '');
    expect(text).not.toMatch(/\d{1,2}:\d{2}:\d{2}/);
    expect(text).not.toMatch(/\d{2}\/\d{2}\/\d{4}/);
  });

  it('renders each listed screen, and each is a screen the server answers', async () => {
    for (const pagePath of PRERENDERED_PATHS) {
      expect(isClientRoute(pagePath), pagePath).toBe(true);
      const html = await renderGuestPage(pagePath);
      expect(html, pagePath).toContain('id="main-content"');
      expect(html, pagePath).not.toContain('Page not found');
    }
  });

  it('renders what a guest sees on the tips screen: its heading and intro, and no member-only screen', async () => {
    const html = await renderGuestPage('/tips');
    expect(html).toContain('Tips are released daily between 6:00 AM and 10:00 AM.');
    for (const memberOnly of ['/my-bets', '/account', '/admin', '/settings/account'])
      expect(PRERENDERED_PATHS).not.toContain(memberOnly);
  });
});

describe('screens rendered ahead for a caller with a session', () => {
  it('renders My Bets with its heading and intro and the bets still loading, and nothing of who is looking', async () => {
    const html = await pageOf('/my-bets', 'member');
    expect(html).toContain('<h1');
    expect(html).toContain('Every bet you record, tracked to its result.');
    expect(html).toContain('Loading your bets');
    // Not known yet: neither a guest's header (Sign in) nor a member's (their account menu).
    expect(html).not.toContain('Sign in');
    expect(html).not.toContain(', account menu');
    expect(html).not.toMatch(/Your plan:/);
    expect(html).not.toMatch(/<script|\son[a-z]+=/i);
  });

  it('renders each listed screen, each a screen the server answers, and no sign-in screen', async () => {
    for (const pagePath of MEMBER_PRERENDERED_PATHS) {
      expect(isClientRoute(pagePath), pagePath).toBe(true);
      const html = await pageOf(pagePath, 'member');
      expect(html, pagePath).toContain('id="main-content"');
      expect(html, pagePath).not.toContain('Page not found');
    }
    for (const signIn of ['/sign-in', '/sign-up', '/forgot-password'])
      expect(MEMBER_PRERENDERED_PATHS).not.toContain(signIn);
  });
});

describe("index.html's shell bars", () => {
  it("are the app's own ShellPlaceholder, put between the markers in #root", () => {
    const html = withShellBars('<body><div id="root"><!--root--><p>old</p><!--/root--></div></body>');
    expect(html).toMatch(
      /^<body><div id="root"><!--root--><div class="flex min-h-dvh flex-col" aria-busy="true">/,
    );
    expect(html).toContain('<aside aria-label="Safer gambling"');
    expect(html).toContain('18+. Gamble responsibly.');
    expect(html).toContain('Race<span class="text-gold">Pro</span>');
    expect(html).not.toContain('<p>old</p>');
    expect(html).toMatch(/<!--\/root--><\/div><\/body>$/);
    expect(() => withShellBars('<div id="root"></div>')).toThrow(/markers/);
  });
});
