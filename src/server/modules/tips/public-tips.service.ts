import { holdForBreak } from '~/domain/breaks';
import type { TTier } from '~/domain/tiers';
import type { TTipOrLocked } from '~/domain/tip.contract';
import { nextUkMidnight, ukDate } from '~/domain/uk-time';
import type { TDb } from '../../db/client';
import type { TChangeFeed } from '../../plugins/change-feed';
import { breakOf, type TBreakDates } from '../../plugins/sessions';
import { createReadCache } from '../../read-cache';
import { renderJson, type TRendered } from '../../rendered';
import { toTipView } from './tip-views';
import { createTipsRepository } from './tips.repository';

export type TTipListKind = 'all' | 'free' | 'premium';

/** Change-feed topic: any write to tips or results (every cached tip read drops). */
export const TIPS_TOPIC = 'tips';
/** Cached reads are re-read at least this often, as a backstop. */
export const MAX_CACHE_MS = 5 * 60_000;

const listKey = (kind: TTipListKind, tier: TTier, date: string) => `${kind}:${tier}:${date}`;

/** Today's published tips as each tier sees them: the hottest read, rendered once per tier and kept. */
export const createPublicTipsService = ({ db, changes }: { db: TDb; changes: TChangeFeed }) => {
  const repo = createTipsRepository(db);
  const listCache = createReadCache<TRendered>({ isEnabled: changes.isReliable });
  changes.subscribe(TIPS_TOPIC, () => listCache.invalidate());

  /** Today's published tips for a caller of `tier`, rendered once per tier and cached. */
  const listToday = (kind: TTipListKind, tier: TTier, now: Date): Promise<TRendered> => {
    const date = ukDate(now);
    return listCache.get(listKey(kind, tier, date), now, async () => {
      const rows = await repo.listPublishedForDate(date, now);
      const picked = rows.filter((r) => kind === 'all' || (kind === 'free') === (r.accessLevel === 'Free'));
      const nextRelease = await repo.nextPublishAfter(date, now);
      const expiresAt = Math.min(
        nextRelease?.getTime() ?? Number.POSITIVE_INFINITY,
        nextUkMidnight(now).getTime(),
        now.getTime() + MAX_CACHE_MS,
      );
      return {
        value: renderJson(JSON.stringify(picked.map((r) => toTipView(r, tier)))),
        expiresAt: new Date(expiresAt),
      };
    });
  };

  return {
    listToday,

    /**
     * Today's list as this caller may see it, as data (the chat and the advisor read it): their tier's list, and
     * during a break every tip for a race not yet resulted held back (issue 32).
     */
    async listFor(
      kind: TTipListKind,
      caller: { tier: TTier } & Partial<TBreakDates>,
      now: Date,
    ): Promise<TTipOrLocked[]> {
      const tips: TTipOrLocked[] = JSON.parse((await listToday(kind, caller.tier, now)).json);
      const brk = breakOf(caller, now);
      return brk ? holdForBreak(tips, brk) : tips;
    },

    /**
     * A UK day's published tips as this caller may see them (GET /api/tips?date=, issue 35): the same views as today's
     * lists (locked by plan until resulted), held back during a break. Not cached: only the Tips page's other days
     * read it, and the hot today routes keep their cache.
     */
    async listForDate(
      date: string,
      caller: { tier: TTier } & Partial<TBreakDates>,
      now: Date,
    ): Promise<TTipOrLocked[]> {
      const tips = (await repo.listPublishedForDate(date, now)).map((row) => toTipView(row, caller.tier));
      const brk = breakOf(caller, now);
      return brk ? holdForBreak(tips, brk) : tips;
    },

    /** The cached rendering of today's list, if it is live (the hot path answers without a promise). */
    peekToday(kind: TTipListKind, tier: TTier, now: Date): TRendered | undefined {
      return listCache.peek(listKey(kind, tier, ukDate(now)), now);
    },
  };
};

export type TPublicTipsService = ReturnType<typeof createPublicTipsService>;
