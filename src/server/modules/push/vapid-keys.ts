import webpush from 'web-push';
import type { TConfig, TVapidKeys } from '../../config';
import type { TDb } from '../../db/client';
import { createPushRepository } from './push.repository';

/** Where the demo keeps the key pair it made (server_settings). */
export const DEMO_VAPID_SETTING = 'demo_vapid_keys';

/**
 * The VAPID keys push uses: the environment's; else, in demo mode, the pair the demo made on its first start (made
 * now when there is none: the first instance to store one wins, so every instance signs with the same pair); else
 * null (push is off). NOTE: the private key is never logged.
 */
export const resolveVapidKeys = async (
  db: TDb,
  config: Pick<TConfig, 'vapid' | 'demo' | 'supportEmail'>,
): Promise<TVapidKeys | null> => {
  if (config.vapid) return config.vapid;
  if (!config.demo) return null;
  const repo = createPushRepository(db);
  const stored =
    (await repo.findSetting(DEMO_VAPID_SETTING)) ??
    (await repo.keepSetting(DEMO_VAPID_SETTING, JSON.stringify(webpush.generateVAPIDKeys())));
  const pair = JSON.parse(stored) as { publicKey: string; privateKey: string };
  return { publicKey: pair.publicKey, privateKey: pair.privateKey, subject: `mailto:${config.supportEmail}` };
};
