import { ApiError } from '~/web/lib/api-client';
import {
  deletePushSubscription,
  getPushPublicKey,
  PushSetupError,
  savePushSubscription,
} from './push-subscription';

/**
 * "Notifications on this device": what this browser can do about push (Web Push through the service worker, src/web/sw)
 * and turning it on and off. The browser is passed in (`browserPushHost`), so tests give stand-ins.
 */

type TPushManager = Pick<PushManager, 'getSubscription' | 'subscribe'>;
export type TPushHost = {
  /** The Notification API's permission and request, or undefined where there is none. */
  notifications?: {
    permission: NotificationPermission;
    requestPermission: () => Promise<NotificationPermission>;
  };
  /** The page's service worker registration's push manager, or undefined (no worker, or no Push API). */
  pushManager: () => Promise<TPushManager | undefined>;
  /** An iPhone or iPad, and whether the page runs as the app installed on the Home Screen. */
  isIos: boolean;
  isInstalled: boolean;
};

/** Why push cannot be switched on here, or 'ready'. */
export type TPushSupport = 'ready' | 'ios-not-installed' | 'unsupported' | 'no-worker' | 'denied';

export const PUSH_SUPPORT_TEXT: Record<Exclude<TPushSupport, 'ready'>, string> = {
  'ios-not-installed':
    'On an iPhone or iPad, notifications work in the RacePro app on your Home Screen: tap Share, then Add to Home Screen, and turn them on from there.',
  unsupported: "This browser can't show notifications from websites.",
  'no-worker':
    "Notifications aren't available until RacePro has finished setting up on this device: reload the page and try again.",
  denied:
    "Notifications from RacePro are blocked in this browser's settings. Allow them there, then come back to turn them on.",
};

/** A base64url VAPID key as the bytes `pushManager.subscribe` takes. */
export const keyBytes = (base64Url: string): Uint8Array<ArrayBuffer> => {
  const base64 = base64Url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64Url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
};

/** What this browser can do, and whether this device is subscribed now. */
export const readPushState = async (host: TPushHost): Promise<{ support: TPushSupport; isOn: boolean }> => {
  // iOS has push only for an app added to the Home Screen (Safari 16.4 and later), not in a browser tab.
  if (host.isIos && !host.isInstalled) return { support: 'ios-not-installed', isOn: false };
  if (!host.notifications) return { support: 'unsupported', isOn: false };
  const manager = await host.pushManager();
  if (!manager) return { support: 'no-worker', isOn: false };
  if (host.notifications.permission === 'denied') return { support: 'denied', isOn: false };
  const subscription = await manager.getSubscription();
  return { support: 'ready', isOn: subscription !== null && host.notifications.permission === 'granted' };
};

/**
 * Asks permission, subscribes with the server's key and sends the subscription to the account. Resolves what changed:
 * 'on', or 'denied' / 'dismissed' when the permission was refused or not given.
 */
export const turnPushOn = async (host: TPushHost): Promise<'on' | 'denied' | 'dismissed'> => {
  const manager = await host.pushManager();
  if (!host.notifications || !manager) throw new PushSetupError(PUSH_SUPPORT_TEXT.unsupported);
  const permission = await host.notifications.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'dismissed';
  const publicKey = await getPushPublicKey();
  const subscription =
    (await manager.getSubscription()) ??
    (await manager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  try {
    await savePushSubscription(subscription.toJSON());
  } catch (error) {
    // Not in the account, so nothing would ever be sent to it: leave the device as it was.
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
  return 'on';
};

/** Stops this device's notifications: the account forgets the endpoint and the browser drops the subscription. */
export const turnPushOff = async (host: TPushHost): Promise<void> => {
  const subscription = await (await host.pushManager())?.getSubscription();
  if (!subscription) return;
  try {
    await deletePushSubscription(subscription.endpoint);
  } finally {
    // Even if the account could not be told, the browser stops: a later send finds the endpoint gone and drops it.
    await subscription.unsubscribe();
  }
};

/** Why turning notifications on or off failed, in words for the member. */
export const pushFailureText = (error: unknown): string =>
  error instanceof ApiError
    ? error.userMessage
    : error instanceof PushSetupError
      ? error.message
      : error instanceof TypeError
        ? 'We could not reach the server. Please try again.'
        : "This browser couldn't change its notifications. Please try again.";

/** The browser as it is. */
export const browserPushHost = (): TPushHost => ({
  notifications:
    typeof Notification === 'undefined'
      ? undefined
      : {
          get permission() {
            return Notification.permission;
          },
          requestPermission: () => Notification.requestPermission(),
        },
  pushManager: async () => {
    if (!('serviceWorker' in navigator) || typeof PushManager === 'undefined') return undefined;
    const registration = await navigator.serviceWorker.getRegistration();
    return registration?.pushManager;
  },
  isIos:
    /iPad|iPhone|iPod/.test(navigator.userAgent) ||
    (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1),
  isInstalled:
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true,
});

/** The most signing out waits for this device's notifications to stop before it goes on. */
export const SIGN_OUT_PUSH_WAIT_MS = 3000;

/**
 * Before signing out: this device stops getting the account's notifications, so the next person to use it does not see
 * "Your bet settled ..." on its lock screen. It never fails and never holds the sign-out up for more than `waitMs`: if
 * the account cannot be told, the browser still drops the subscription, and the next send to it finds it gone.
 */
export const stopPushBeforeSignOut = async (
  host: TPushHost = browserPushHost(),
  waitMs = SIGN_OUT_PUSH_WAIT_MS,
): Promise<void> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    turnPushOff(host).catch(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, waitMs);
    }),
  ]);
  clearTimeout(timer);
};
