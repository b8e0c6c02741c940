import type { TDbOrTx } from '../../db/client';

/** A push to every device a member subscribed on (issue 37 item 2). */
export type TPushMessage = {
  userId: number;
  title: string;
  body: string;
  /** Where tapping it opens (a path on the site). */
  url: string;
  /** Devices replace an earlier notification with the same tag. */
  tag: string;
  /** Unique per push: queuing one whose key is already queued does nothing. */
  dedupeKey: string;
};

/**
 * What the alerts need of push: queue a message in the caller's transaction (`app.push.enqueue`, the push module,
 * which delivers it later and retries). Alerts never send themselves.
 */
export type TPushChannel = { enqueue: (db: TDbOrTx, message: TPushMessage) => Promise<unknown> };
