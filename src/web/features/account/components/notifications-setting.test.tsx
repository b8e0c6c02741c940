import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  keyBytes,
  PUSH_SUPPORT_TEXT,
  stopPushBeforeSignOut,
  type TPushHost,
} from '~/web/lib/push/push-notifications';
import { seriousViolations } from '~/web/test/axe';
import { expectConsoleError } from '~/web/test/console-guard';
import { callsTo, json, mockApi, sentBody } from '~/web/test/render-with-api';
import { NotificationsSetting } from './notifications-setting';

/** A VAPID public key as web-push makes them: 65 bytes, base64url without padding. */
const KEY_BYTES = Uint8Array.from({ length: 65 }, (_, index) => (index * 37 + 4) % 256);
const PUBLIC_KEY = Buffer.from(KEY_BYTES).toString('base64url');
const ENDPOINT = 'https://push.example/send/abc';

type TFakeSubscription = {
  endpoint: string;
  toJSON: () => PushSubscriptionJSON;
  unsubscribe: () => Promise<boolean>;
};

/** The browser's side: its permission, and one push manager holding at most one subscription. */
const fakeHost = ({
  permission = 'default' as NotificationPermission,
  answer = 'granted' as NotificationPermission,
  isSubscribed = false,
  isIos = false,
  isInstalled = false,
  hasWorker = true,
} = {}) => {
  let subscription: TFakeSubscription | null = null;
  const makeSubscription = (): TFakeSubscription => ({
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'p-key', auth: 'a-key' } }),
    unsubscribe: vi.fn(async () => {
      subscription = null;
      return true;
    }),
  });
  if (isSubscribed) subscription = makeSubscription();
  const notifications = {
    permission,
    requestPermission: vi.fn(async () => {
      notifications.permission = answer;
      return answer;
    }),
  };
  const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => {
    subscription = makeSubscription();
    return subscription as unknown as PushSubscription;
  });
  const manager = {
    getSubscription: async () => subscription as unknown as PushSubscription | null,
    subscribe,
  };
  const host: TPushHost = {
    notifications,
    pushManager: async () => (hasWorker ? manager : undefined),
    isIos,
    isInstalled,
  };
  return { host, notifications, subscribe, current: () => subscription };
};

const theSwitch = () => screen.getByRole('switch', { name: 'Notifications on this device' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Notifications on this device', () => {
  it("asks permission, subscribes with the server's key and saves the subscription to the account", async () => {
    const api = mockApi({
      'GET /api/push/public-key': () => json({ publicKey: PUBLIC_KEY }),
      'POST /api/push/subscribe': () => json(null, 204),
    });
    const browser = fakeHost();
    const { container } = render(<NotificationsSetting host={browser.host} />);
    await waitFor(() => expect(theSwitch()).toBeEnabled());
    expect(theSwitch()).toHaveAttribute('aria-checked', 'false');
    expect(await seriousViolations(container)).toEqual([]);

    await userEvent.click(theSwitch());
    await waitFor(() => expect(theSwitch()).toHaveAttribute('aria-checked', 'true'));
    expect(browser.notifications.requestPermission).toHaveBeenCalledTimes(1);
    const options = browser.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toBeInstanceOf(Uint8Array);
    expect([...(options.applicationServerKey as Uint8Array)]).toEqual([...KEY_BYTES]);
    expect(sentBody(api, 'POST', '/api/push/subscribe')).toEqual({
      endpoint: ENDPOINT,
      expirationTime: null,
      keys: { p256dh: 'p-key', auth: 'a-key' },
    });
    expect(screen.getByText('On: this device shows RacePro alerts.')).toBeInTheDocument();
  });

  it('turned off, tells the account to forget the endpoint and drops the subscription', async () => {
    const api = mockApi({ 'DELETE /api/push/subscribe': () => json(null, 204) });
    const browser = fakeHost({ permission: 'granted', isSubscribed: true });
    render(<NotificationsSetting host={browser.host} />);
    await waitFor(() => expect(theSwitch()).toHaveAttribute('aria-checked', 'true'));

    await userEvent.click(theSwitch());
    await waitFor(() => expect(theSwitch()).toHaveAttribute('aria-checked', 'false'));
    expect(sentBody(api, 'DELETE', '/api/push/subscribe')).toEqual({ endpoint: ENDPOINT });
    expect(browser.current()).toBeNull();
  });

  it('leaves the device unsubscribed and says why when the account does not save it', async () => {
    expectConsoleError(/API error.*\/api\/push\/subscribe/s);
    mockApi({
      'GET /api/push/public-key': () => json({ publicKey: PUBLIC_KEY }),
      'POST /api/push/subscribe': () => json({ error: 'Too many devices' }, 400),
    });
    const browser = fakeHost({ permission: 'granted' });
    render(<NotificationsSetting host={browser.host} />);
    await waitFor(() => expect(theSwitch()).toBeEnabled());
    await userEvent.click(theSwitch());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many devices');
    expect(theSwitch()).toHaveAttribute('aria-checked', 'false');
    expect(browser.current()).toBeNull();
  });

  it('says notifications are blocked when the member refuses permission, and subscribes nothing', async () => {
    const api = mockApi({});
    const browser = fakeHost({ answer: 'denied' });
    render(<NotificationsSetting host={browser.host} />);
    await waitFor(() => expect(theSwitch()).toBeEnabled());
    await userEvent.click(theSwitch());
    expect(await screen.findByText(PUSH_SUPPORT_TEXT.denied)).toBeInTheDocument();
    expect(theSwitch()).toBeDisabled();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(callsTo(api, 'POST', '/api/push/subscribe')).toEqual([]);
  });

  it('explains that an iPhone needs the app on the Home Screen, with the switch off and disabled', async () => {
    render(<NotificationsSetting host={fakeHost({ isIos: true }).host} />);
    expect(await screen.findByText(PUSH_SUPPORT_TEXT['ios-not-installed'])).toBeInTheDocument();
    expect(theSwitch()).toBeDisabled();
    expect(theSwitch()).toHaveAttribute('aria-describedby');
  });

  it('works on an iPhone from the Home Screen app, and explains a browser without push', async () => {
    const { unmount } = render(
      <NotificationsSetting host={fakeHost({ isIos: true, isInstalled: true }).host} />,
    );
    await waitFor(() => expect(theSwitch()).toBeEnabled());
    unmount();
    render(<NotificationsSetting host={{ ...fakeHost().host, notifications: undefined }} />);
    expect(await screen.findByText(PUSH_SUPPORT_TEXT.unsupported)).toBeInTheDocument();
  });
});

describe('keyBytes', () => {
  it('decodes a base64url key (no padding, - and _) to its bytes', () => {
    expect([...keyBytes(PUBLIC_KEY)]).toEqual([...KEY_BYTES]);
    expect([...keyBytes('-_8')]).toEqual([0xfb, 0xff]);
  });
});

describe('signing out', () => {
  it("stops this device's notifications: the account forgets the endpoint and the browser drops it", async () => {
    const api = mockApi({ 'DELETE /api/push/subscribe': () => json(null, 204) });
    const browser = fakeHost({ permission: 'granted', isSubscribed: true });
    await stopPushBeforeSignOut(browser.host);
    expect(sentBody(api, 'DELETE', '/api/push/subscribe')).toEqual({ endpoint: ENDPOINT });
    expect(browser.current()).toBeNull();
  });

  it('drops the subscription and goes on when the account cannot be told', async () => {
    expectConsoleError(/API error.*\/api\/push\/subscribe/s);
    mockApi({ 'DELETE /api/push/subscribe': () => json({ error: 'Server error' }, 500) });
    const browser = fakeHost({ permission: 'granted', isSubscribed: true });
    await expect(stopPushBeforeSignOut(browser.host)).resolves.toBeUndefined();
    expect(browser.current()).toBeNull();
  });

  it('waits no longer than its limit for an account that does not answer', async () => {
    const api = mockApi({ 'DELETE /api/push/subscribe': () => new Promise<Response>(() => {}) });
    const browser = fakeHost({ permission: 'granted', isSubscribed: true });
    await expect(stopPushBeforeSignOut(browser.host, 20)).resolves.toBeUndefined();
    expect(callsTo(api, 'DELETE', '/api/push/subscribe')).toHaveLength(1);
  });

  it('asks nothing of the account on a device without a subscription or without push', async () => {
    const api = mockApi({});
    await stopPushBeforeSignOut(fakeHost({ permission: 'granted' }).host);
    await stopPushBeforeSignOut(fakeHost({ hasWorker: false }).host);
    expect(api).not.toHaveBeenCalled();
  });
});
