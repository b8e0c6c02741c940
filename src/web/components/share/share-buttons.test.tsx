import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { QUERY_KEYS } from '~/web/lib/api/query-keys';
import { expectConsoleError } from '~/web/test/console-guard';
import { json, mockApi, renderRoute, siteInfoAs } from '~/web/test/render-with-api';
import { QR_CODE_ERROR } from './qr-code-dialog';
import {
  CLIPBOARD_FAILED,
  NATIVE_SHARE_FAILED,
  ShareButtons,
  type ShareButtonsProps,
} from './share-buttons-impl';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('~/web/components/ui/use-toast', () => ({ toast: toastMock }));

const toDataURLMock = vi.hoisted(() => vi.fn());
vi.mock('qrcode', () => ({ toDataURL: toDataURLMock, default: { toDataURL: toDataURLMock } }));

const TITLE = 'RacePro tips';
const TEXT = 'A premium RacePro tip for the 14:30 at Ascot';
const DATA_URL = 'data:image/png;base64,iVBORw0KGgo=';

/** The utm tags and place of a shared link. */
const linkParts = (link: string | null) => {
  const url = new URL(link ?? '');
  return {
    origin: url.origin,
    path: `${url.pathname}${url.hash}`,
    day: url.searchParams.get('day'),
    source: url.searchParams.get('utm_source'),
    medium: url.searchParams.get('utm_medium'),
    campaign: url.searchParams.get('utm_campaign'),
  };
};

/** Renders on /tips?day=today#tip-2 (jsdom's origin is localhost, so links go to the public site) once /api/site answered. */
const renderShare = async (props: Partial<ShareButtonsProps> = {}) => {
  mockApi({ 'GET /api/site': () => json(siteInfoAs()) });
  const user = userEvent.setup();
  const view = renderRoute(
    '/tips?day=today#tip-2',
    '/tips',
    <ShareButtons title={TITLE} text={TEXT} {...props} />,
  );
  await waitFor(() => expect(view.queryClient.getQueryData(QUERY_KEYS.site)).toBeTruthy());
  return { user, ...view };
};

const setNativeShare = (share: ((data: ShareData) => Promise<void>) | undefined) => {
  if (share) Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
  else Reflect.deleteProperty(navigator, 'share');
};

let openSpy: MockInstance<typeof window.open>;

beforeEach(() => {
  toastMock.mockReset();
  toDataURLMock.mockReset();
  toDataURLMock.mockResolvedValue(DATA_URL);
  openSpy = vi.spyOn(window, 'open').mockReturnValue(null);
});

afterEach(() => {
  setNativeShare(undefined);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ShareButtons (full)', () => {
  it('shows every channel as a named button, and no Share on Mobile without native sharing', async () => {
    await renderShare();
    const list = screen.getByRole('list', { name: 'Share' });
    for (const name of ['Facebook', 'Twitter', 'TikTok', 'WhatsApp', 'QR Code']) {
      expect(within(list).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(list).getByRole('link', { name: 'Email' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share on Mobile' })).not.toBeInTheDocument();
  });

  it.each([
    ['Facebook', 'facebook', 'https://www.facebook.com/sharer/sharer.php', 'u'],
    ['Twitter', 'twitter', 'https://twitter.com/intent/tweet', 'url'],
  ])(
    '%s opens a 600x450 popup sharing the public link tagged utm_source=%s',
    async (name, channel, base, param) => {
      const { user } = await renderShare();
      await user.click(screen.getByRole('button', { name }));

      expect(openSpy).toHaveBeenCalledTimes(1);
      const [href, target, features] = openSpy.mock.calls[0] as [string, string, string];
      expect(target).toBe('share');
      expect(features).toMatch(/^width=600,height=450,/);
      expect(features).toContain('noopener');
      const shareLink = new URL(href);
      expect(`${shareLink.origin}${shareLink.pathname}`).toBe(base);
      expect(linkParts(shareLink.searchParams.get(param))).toEqual({
        origin: 'https://racepro.test',
        path: '/tips#tip-2',
        day: 'today',
        source: channel,
        medium: 'share',
        campaign: 'racing_tips',
      });
      if (channel === 'twitter') expect(shareLink.searchParams.get('text')).toBe(TEXT);
    },
  );

  it('WhatsApp opens the popup with the text and the whatsapp link', async () => {
    const { user } = await renderShare();
    await user.click(screen.getByRole('button', { name: 'WhatsApp' }));
    const [href, , features] = openSpy.mock.calls[0] as [string, string, string];
    expect(features).toMatch(/^width=600,height=450,/);
    const message = new URL(href).searchParams.get('text') ?? '';
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(message.startsWith(`${TEXT} `)).toBe(true);
    expect(linkParts(message.slice(TEXT.length + 1))).toMatchObject({ source: 'whatsapp', medium: 'share' });
  });

  it('Email is a mailto link with the title as subject and the tagged link in the body', async () => {
    await renderShare();
    const href = screen.getByRole('link', { name: 'Email' }).getAttribute('href') ?? '';
    expect(href.startsWith('mailto:?subject=')).toBe(true);
    const params = new URLSearchParams(href.slice('mailto:?'.length));
    expect(params.get('subject')).toBe(TITLE);
    const [text, link] = (params.get('body') ?? '').split('\n\n');
    expect(text).toBe(TEXT);
    expect(linkParts(link ?? null)).toMatchObject({
      origin: 'https://racepro.test',
      source: 'email',
      medium: 'share',
      campaign: 'racing_tips',
    });
  });

  it('shares the given path instead of the current page', async () => {
    const { user } = await renderShare({ path: '/learn?module=betting' });
    await user.click(screen.getByRole('button', { name: 'Facebook' }));
    const href = (openSpy.mock.calls[0] as [string])[0];
    const shared = new URL(new URL(href).searchParams.get('u') ?? '');
    expect(`${shared.origin}${shared.pathname}`).toBe('https://racepro.test/learn');
    expect(shared.searchParams.get('module')).toBe('betting');
  });

  it('TikTok copies the teaser (text and tiktok link) and says so for 3000 ms', async () => {
    const { user } = await renderShare();
    // NOTE: user-event installs its own clipboard at setup; spy on that one.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'TikTok' }));

    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith({ title: 'TikTok teaser copied to clipboard!', duration: 3000 }),
    );
    const [teaser] = writeText.mock.calls[0] as [string];
    const [text, link] = teaser.split('\n');
    expect(text).toBe(TEXT);
    expect(linkParts(link ?? null)).toMatchObject({
      origin: 'https://racepro.test',
      source: 'tiktok',
      medium: 'share',
    });
    expect(openSpy).not.toHaveBeenCalled();
  });

  it('a clipboard failure is logged and shown', async () => {
    const logged = expectConsoleError(/^Copying the TikTok teaser failed/);
    const { user } = await renderShare();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Denied', 'NotAllowedError'),
    );
    await user.click(screen.getByRole('button', { name: 'TikTok' }));

    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith({ title: CLIPBOARD_FAILED, variant: 'destructive' }),
    );
    expect(logged.calls).toEqual([['Copying the TikTok teaser failed', expect.any(DOMException)]]);
    expect(toastMock).not.toHaveBeenCalledWith(
      expect.objectContaining({ title: 'TikTok teaser copied to clipboard!' }),
    );
  });

  it('Share on Mobile appears with native sharing and shares the native link', async () => {
    const share = vi.fn(async (_data: ShareData) => {});
    setNativeShare(share);
    const { user } = await renderShare();
    await user.click(screen.getByRole('button', { name: 'Share on Mobile' }));

    expect(share).toHaveBeenCalledTimes(1);
    const data = share.mock.calls[0]?.[0];
    expect(data).toMatchObject({ title: TITLE, text: TEXT });
    expect(linkParts(data?.url ?? null)).toMatchObject({
      origin: 'https://racepro.test',
      source: 'native',
      medium: 'share',
      campaign: 'racing_tips',
    });
    expect(toastMock).not.toHaveBeenCalled();
  });

  it('a cancelled native share (AbortError) is silent', async () => {
    let cancelled: Promise<void> = Promise.resolve();
    const share = vi.fn(() => {
      cancelled = Promise.reject(new DOMException('Share canceled', 'AbortError'));
      return cancelled;
    });
    setNativeShare(share);
    const { user } = await renderShare();
    await user.click(screen.getByRole('button', { name: 'Share on Mobile' }));
    expect(share).toHaveBeenCalledOnce();
    // The button's handler waited on this promise first, so it has finished once this wait is over. A console.error
    // from it would fail the test (the console guard).
    await act(() => cancelled.catch(() => {}));
    expect(toastMock).not.toHaveBeenCalled();
  });

  it('a failed native share is logged and shown', async () => {
    const logged = expectConsoleError(/^Native share failed/);
    setNativeShare(vi.fn().mockRejectedValue(new DOMException('Not allowed', 'NotAllowedError')));
    const { user } = await renderShare();
    await user.click(screen.getByRole('button', { name: 'Share on Mobile' }));
    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith({ title: NATIVE_SHARE_FAILED, variant: 'destructive' }),
    );
    expect(logged.calls).toEqual([['Native share failed', expect.any(DOMException)]]);
  });
});

describe('QR Code dialog', () => {
  it('shows a spinner, then the qrcode-tagged code as an image with a png download', async () => {
    let finish: (value: string) => void = () => {};
    toDataURLMock.mockImplementation(
      () =>
        new Promise<string>((resolve) => {
          finish = resolve;
        }),
    );
    const { user } = await renderShare();
    await user.click(screen.getByRole('button', { name: 'QR Code' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'QR Code' }));
    expect(dialog.getByText(TEXT)).toBeInTheDocument();
    expect(await dialog.findByRole('status')).toHaveTextContent('Making the QR code');
    await waitFor(() => expect(toDataURLMock).toHaveBeenCalledTimes(1));
    const [url, options] = toDataURLMock.mock.calls[0] as [string, unknown];
    expect(linkParts(url)).toEqual({
      origin: 'https://racepro.test',
      path: '/tips#tip-2',
      day: 'today',
      source: 'qrcode',
      medium: 'qrcode',
      campaign: 'racing_tips',
    });
    expect(options).toEqual({ width: 300, margin: 2, color: { dark: '#000000', light: '#ffffff' } });

    finish(DATA_URL);
    const image = await dialog.findByRole('img', { name: 'QR code: scan it to open this page' });
    expect(image).toHaveAttribute('src', DATA_URL);
    expect(dialog.queryByRole('status')).not.toBeInTheDocument();
    const download = dialog.getByRole('link', { name: 'Download QR Code' });
    expect(download).toHaveAttribute('href', DATA_URL);
    expect(download).toHaveAttribute('download', 'racepro-qr-code.png');
  });

  it('a generation failure is logged and shown, and Try again makes the code again', async () => {
    const logged = expectConsoleError(/^QR code generation failed/);
    toDataURLMock.mockRejectedValueOnce(new Error('Canvas unavailable'));
    const { user } = await renderShare();
    await user.click(screen.getByRole('button', { name: 'QR Code' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'QR Code' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(QR_CODE_ERROR);
    expect(logged.calls).toEqual([['QR code generation failed', expect.any(Error)]]);
    expect(dialog.queryByRole('link', { name: 'Download QR Code' })).not.toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Try again' }));
    expect(await dialog.findByRole('img')).toHaveAttribute('src', DATA_URL);
    expect(toDataURLMock).toHaveBeenCalledTimes(2);
  });

  it('closes with Escape and gives focus back to the QR Code button', async () => {
    const { user } = await renderShare();
    await user.click(screen.getByRole('button', { name: 'QR Code' }));
    await screen.findByRole('img');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'QR Code' })).toHaveFocus();
  });
});

describe('ShareButtons (compact)', () => {
  it('is one Share icon button opening a "Share via" menu of every channel', async () => {
    const { user } = await renderShare({ variant: 'compact' });
    expect(screen.queryByRole('button', { name: 'Facebook' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share' }));

    const menu = within(await screen.findByRole('menu', { name: 'Share via' }));
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Facebook',
      'Twitter',
      'TikTok',
      'WhatsApp',
      'Email',
      'QR Code',
    ]);
    expect(menu.getByRole('menuitem', { name: 'Email' })).toHaveAttribute(
      'href',
      expect.stringContaining('mailto:?subject='),
    );
    await user.click(menu.getByRole('menuitem', { name: 'Facebook' }));
    const [href, target, features] = openSpy.mock.calls[0] as [string, string, string];
    expect(target).toBe('share');
    expect(features).toMatch(/^width=600,height=450,/);
    expect(linkParts(new URL(href).searchParams.get('u'))).toMatchObject({
      source: 'facebook',
      medium: 'share',
    });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('works from the keyboard and lists Share on Mobile where the device can share', async () => {
    const share = vi.fn(async (_data: ShareData) => {});
    setNativeShare(share);
    const { user } = await renderShare({ variant: 'compact' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const menu = within(await screen.findByRole('menu', { name: 'Share via' }));
    expect(menu.getByRole('menuitem', { name: 'Share on Mobile' })).toBeInTheDocument();

    await user.keyboard('{End}{Enter}');
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(linkParts(share.mock.calls[0]?.[0].url ?? null)).toMatchObject({ source: 'native' });
  });

  it('opens the QR Code dialog from the menu and returns focus to Share on close', async () => {
    const { user } = await renderShare({ variant: 'compact' });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(await screen.findByRole('menuitem', { name: 'QR Code' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'QR Code' }));
    expect(await dialog.findByRole('img')).toHaveAttribute('src', DATA_URL);
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus();
  });
});
