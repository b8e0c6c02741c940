import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { act, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  GUEST_VIEWER_META,
  PRERENDERED_FILE,
  RENDERED_AHEAD_ATTRIBUTE,
  type TPrerendered,
} from '~/domain/web-build';
import { betslipItem } from '~/web/test/betslip-item';

// The screens exactly as the build renders them: scripts/prerender-pages.tsx in its own Node process (no window, the
// production renderer). They are hydrated here by the development build of React, which reports every difference
// between the markup and the app's first render (an attribute included, which production React leaves as it is).
const RENDERER = path.resolve(import.meta.dirname, '../../../scripts/prerender-pages.tsx');
let outDir = '';
let pages: TPrerendered;

beforeAll(() => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'racepro-hydrate-'));
  execFileSync(process.execPath, ['--import', 'tsx', RENDERER, outDir], {
    env: { ...process.env, NODE_ENV: 'production' },
  });
  pages = JSON.parse(fs.readFileSync(path.join(outDir, PRERENDERED_FILE), 'utf8')) as TPrerendered;
}, 60_000);

afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

type TStarted = { unmount: () => void };
let started: TStarted | undefined;

const stopApp = () => {
  act(() => started?.unmount());
  started = undefined;
};

const removeGuestMark = () => {
  for (const meta of document.head.querySelectorAll(`meta[name="${GUEST_VIEWER_META}"]`)) meta.remove();
};

beforeEach(() => {
  // Nothing answers: the app's first render is made before any call does, as on a phone.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
});

afterEach(() => {
  stopApp();
  removeGuestMark();
  document.body.innerHTML = '';
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * Serves `pagePath` as the server does (its screen inside the inert wrapper, a guest's page marked as one) and starts
 * the app on it, with a fresh router and fresh stores (the modules load again, as on a new page).
 */
const hydrate = async (pagePath: string, viewer: keyof TPrerendered, address = pagePath) => {
  const html = pages[viewer][pagePath];
  if (html === undefined) throw new Error(`${pagePath} is not rendered ahead for a ${viewer}`);
  window.history.replaceState(null, '', address);
  removeGuestMark();
  if (viewer === 'guest') {
    const meta = document.createElement('meta');
    meta.name = GUEST_VIEWER_META;
    meta.content = '1';
    document.head.append(meta);
  }
  document.body.innerHTML = `<div id="root"><!--root--><div ${RENDERED_AHEAD_ATTRIBUTE}="${pagePath}" inert style="display:contents">${html}</div><!--/root--></div>`;
  const container = document.getElementById('root') as HTMLElement;
  const ahead = container.firstElementChild as HTMLElement;
  const heading = container.querySelector('h1');
  const recoverable: unknown[] = [];
  // Watched, not silenced: the console guard fails the test on any of them too; this names the page that logged it.
  const errors = vi.spyOn(console, 'error');
  const loggedBefore = errors.mock.calls.length;
  vi.resetModules();
  const { startApp } = await import('./start-app');
  await act(async () => {
    started = await startApp(container, { onRecoverableError: (error) => recoverable.push(error) });
  });
  await waitFor(() => expect(container.querySelector('[inert]')).toBeNull(), { timeout: 10_000 });
  const logged = errors.mock.calls.slice(loggedBefore).map((call) => call.map(String).join(' '));
  return { ahead, heading, recoverable, logged };
};

const expectAdopted = async (pagePath: string, viewer: keyof TPrerendered) => {
  const { ahead, heading, recoverable, logged } = await hydrate(pagePath, viewer);
  expect(recoverable, `${pagePath}: recoverable errors`).toEqual([]);
  expect(logged, `${pagePath}: console errors`).toEqual([]);
  // The app kept the markup it was sent: the same heading element, in the same wrapper.
  expect(heading, pagePath).not.toBeNull();
  expect(ahead.querySelector('h1'), pagePath).toBe(heading);
  expect(document.getElementById('root')?.firstElementChild, pagePath).toBe(ahead);
};

describe('the app takes over the screen rendered ahead', () => {
  it("hydrates every guest's screen as it was sent: same elements, no difference reported", async () => {
    for (const pagePath of Object.keys(pages.guest)) {
      await expectAdopted(pagePath, 'guest');
      stopApp();
    }
  }, 120_000);

  it("hydrates every member's screen as it was sent, before the member is known", async () => {
    for (const pagePath of Object.keys(pages.member)) {
      await expectAdopted(pagePath, 'member');
      stopApp();
    }
  }, 120_000);

  it('hydrates without a difference on another day and time, with this device holding a slip, a chat and settings', async () => {
    // Built one day, opened on another: nothing in the markup depends on when it was made.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-01-01T14:37:21Z') });
    window.localStorage.setItem(
      'racepro.betslip',
      JSON.stringify({
        items: [betslipItem(), betslipItem({ raceEntryId: 8, horse: 'Kincsem' })],
        isOpen: false,
      }),
    );
    window.localStorage.setItem('racepro.oddsFormat', 'decimal');
    window.localStorage.setItem(
      'racepro.chat',
      JSON.stringify({ owner: null, messages: [{ role: 'user', content: 'What is an each-way bet?' }] }),
    );
    window.sessionStorage.setItem('racepro.promoHidden', '1');
    for (const [pagePath, viewer] of [
      ['/', 'guest'],
      ['/', 'member'],
      ['/tips', 'guest'],
      ['/my-bets', 'member'],
      ['/tools/odds-calculator', 'guest'],
    ] as const) {
      await expectAdopted(pagePath, viewer);
      // Then the app shows what only the browser knows: this device's slip, the time and year, the banner hidden.
      expect(
        await screen.findByRole('button', { name: 'Open betslip, 2 bets, total stake £10.00' }),
        pagePath,
      ).toBeInTheDocument();
      expect(screen.getByRole('timer', { name: 'UK time' })).toHaveTextContent('01/01/2031 2:37:21 pm');
      expect(screen.getByText('© 2031 RacePro. All rights reserved.')).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Promotions' }), pagePath).not.toBeInTheDocument();
      stopApp();
    }
  }, 120_000);

  it('hydrates with reduced motion asked for: the banner then offers Play', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    await expectAdopted('/', 'guest');
    expect(await screen.findByRole('button', { name: 'Play promotions' })).toBeInTheDocument();
  });

  it('replaces, not hydrates, a screen rendered for the address without its query or trailing slash', async () => {
    for (const { pagePath, viewer, address, shows } of [
      // My Bets' Settled tab: the markup has the first tab selected, so it cannot be adopted as it is.
      {
        pagePath: '/my-bets',
        viewer: 'member',
        address: '/my-bets?tab=settled',
        shows: () => screen.findByRole('tab', { name: /Settled/, selected: true }),
      },
      {
        pagePath: '/tips',
        viewer: 'guest',
        address: '/tips/',
        shows: () => screen.findByRole('heading', { level: 1, name: 'Expert Racing Tips' }),
      },
    ] as const) {
      const replaced = await hydrate(pagePath, viewer, address);
      expect(replaced.recoverable, address).toEqual([]);
      expect(replaced.logged, address).toEqual([]);
      expect(document.getElementById('root')?.contains(replaced.ahead), address).toBe(false);
      expect(await shows(), address).toBeInTheDocument();
      stopApp();
    }
  });

  it("takes taps only once the app has taken the screen over, and then with the app's own handlers", async () => {
    const html = pages.guest['/tips'];
    expect(html).toContain('href="/easy-tips"');
    const { ahead } = await hydrate('/tips', 'guest');
    expect(ahead).not.toHaveAttribute('inert');
    // A link the markup came with now navigates inside the app (the router's click handler), not by loading a page.
    const link = screen.getByRole('link', { name: 'New to betting? Easy Tips' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      link.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    await waitFor(() => expect(window.location.pathname).toBe('/easy-tips'));
  });
});
