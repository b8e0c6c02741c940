import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { STORED_ITEMS } from '~/content/legal';
import { PENDING_TIP_KEY } from '~/web/features/admin/add-tip/pending-tip';
import { rememberImportOffer } from '~/web/features/betslip/import-offer-marker';
import { DEVICE_LEARN_STORAGE_KEY } from '~/web/features/learn/device-progress';
import { VISIT_STORAGE_KEY } from '~/web/features/reality-check/visit-store';
import { BETSLIP_STORAGE_KEY } from '~/web/lib/betslip-store';
import { DEVICE_BETS_STORAGE_KEY } from '~/web/lib/device-bets-store';
import { ODDS_FORMAT_STORAGE_KEY } from '~/web/lib/odds-format';
import { REALITY_CHECK_STORAGE_KEY } from '~/web/lib/reality-check-setting';
import { rememberReferralCode } from '~/web/lib/referral-code';
import { API_CACHE, SHELL_CACHE_PREFIX } from '~/web/sw/service-worker';
import { CHAT_STORAGE_KEY } from './layout/chat/chat-store';
import { PROMO_HIDDEN_KEY } from './layout/promo-banner';

/**
 * The cookies page (/cookies) must list exactly what the web app keeps in the browser. NOTE: here in the app shell,
 * which may import every feature (a feature may not import another).
 */
const listed = (kind: string) =>
  STORED_ITEMS.filter((item) => item.kind === kind)
    .map((item) => item.name)
    .sort();

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the cookies page list', () => {
  it("names every local storage key the app uses, by the code's own constants", () => {
    rememberImportOffer(7);
    const written = Object.keys(localStorage);
    expect(listed('Local storage')).toEqual(
      [
        ...written,
        BETSLIP_STORAGE_KEY,
        CHAT_STORAGE_KEY,
        DEVICE_BETS_STORAGE_KEY,
        DEVICE_LEARN_STORAGE_KEY,
        ODDS_FORMAT_STORAGE_KEY,
        PENDING_TIP_KEY,
        REALITY_CHECK_STORAGE_KEY,
        VISIT_STORAGE_KEY,
      ].sort(),
    );
  });

  it('names every session storage key the app uses', () => {
    rememberReferralCode('?ref=ABCD2345');
    const written = Object.keys(sessionStorage);
    expect(written).toHaveLength(1);
    expect(listed('Session storage')).toEqual([...written, PROMO_HIDDEN_KEY].sort());
  });

  it('lists the session cookie and the payment provider’s cookies, each with its purpose and lifetime', () => {
    expect(listed('Cookie')).toEqual(['__Host-racepro_session', '__stripe_mid, __stripe_sid']);
    for (const item of STORED_ITEMS) {
      for (const field of [item.setWhen, item.purpose, item.lifetime])
        expect(field.length).toBeGreaterThan(10);
    }
  });

  it('lists the service worker’s caches by their own names, and the push subscription', () => {
    expect(listed('Cache storage')).toEqual([API_CACHE, `${SHELL_CACHE_PREFIX}<version>`].sort());
    expect(listed('Push subscription')).toEqual(['Push subscription']);
  });

  it('has nothing else to list: only the service worker, its registration and the push switch touch caches or workers', () => {
    const sources = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return sources(full);
        return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
      });
    const files = sources(path.resolve('src/web'));
    expect(files.length).toBeGreaterThan(100);
    const offending = files.filter((file) =>
      /document\.cookie|indexedDB|serviceWorker|caches\.open|cookieStore/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(offending.map((file) => path.relative(path.resolve('src/web'), file)).sort()).toEqual([
      'app/pwa/service-worker-registration.ts',
      'lib/push/push-notifications.ts',
      'sw/service-worker.ts',
    ]);
    // Only the worker opens caches; no code writes a cookie, IndexedDB or cookieStore.
    const writers = files.filter((file) =>
      /document\.cookie|indexedDB|cookieStore/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(writers).toEqual([]);
  });
});
