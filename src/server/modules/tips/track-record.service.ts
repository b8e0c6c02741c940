import { computeTrackRecord, profitSeries } from '~/domain/track-record';
import type { TTipStats } from '~/domain/track-record.contract';
import { nextUkMidnight, shiftUkDate, ukDate } from '~/domain/uk-time';
import type { TDb } from '../../db/client';
import type { TChangeFeed } from '../../plugins/change-feed';
import { createReadCache } from '../../read-cache';
import { MAX_CACHE_MS, TIPS_TOPIC } from './public-tips.service';
import { toSettledTip } from './tip-views';
import { createTipsRepository } from './tips.repository';

/** The track record, computed from recorded results (never typed), cached until the next result or UK midnight. */
export const createTrackRecordService = ({ db, changes }: { db: TDb; changes: TChangeFeed }) => {
  const repo = createTipsRepository(db);
  const cache = createReadCache<TTipStats>({ isEnabled: changes.isReliable });
  changes.subscribe(TIPS_TOPIC, () => cache.invalidate());

  return {
    stats(now: Date): Promise<TTipStats> {
      return cache.get('stats', now, async () => {
        const settled = (await repo.listResulted(now)).map(toSettledTip);
        const since = shiftUkDate(ukDate(now), -29);
        const group = (key: 'tipster' | 'category') =>
          [...new Set(settled.map((t) => t[key]))].sort().map((name) => ({
            name,
            ...computeTrackRecord(
              'all time',
              settled.filter((t) => t[key] === name),
            ),
          }));
        const value: TTipStats = {
          generatedAt: now.toISOString(),
          last30Days: computeTrackRecord(
            'last 30 days',
            settled.filter((t) => t.date >= since),
          ),
          allTime: computeTrackRecord('all time', settled),
          byTipster: group('tipster'),
          byCategory: group('category'),
          series: profitSeries(settled),
        };
        return {
          value,
          expiresAt: new Date(Math.min(nextUkMidnight(now).getTime(), now.getTime() + MAX_CACHE_MS)),
        };
      });
    },
  };
};

export type TTrackRecordService = ReturnType<typeof createTrackRecordService>;
