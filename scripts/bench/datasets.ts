import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ukDate } from '../../src/domain/uk-time';
import type { TDatabase } from '../../src/server/db/client';
import { hashSessionToken } from '../../src/server/plugins/sessions';

/**
 * Fills a migrated database with `total` tips: eight on today's card (two per access level, 13:00 to 17:05) and
 * the rest spread over past days, eight races a day, all resulted. Every tip is published by `now` (the bench
 * server's clock is set to noon, so today's races are always still to run). Set-based SQL so 100,000 tips take
 * seconds.
 */
export const fillTips = async (database: TDatabase, total: number, now: Date): Promise<void> => {
  const today = ukDate(now);
  const history = total - 8;
  const run = (query: string) => database.db.execute(sql.raw(query));
  await run(`
    insert into races (race_date, race_time, starts_at, racecourse, runners, is_handicap)
    select d.race_date, d.race_time, (d.race_date + d.race_time::time) at time zone 'Europe/London', 'Ascot', 10, false
    from (
      select (date '${today}' - (1 + (g - 1) / 8))::date as race_date,
             to_char(time '12:00' + ((g - 1) % 8) * interval '35 minutes', 'HH24:MI') as race_time
      from generate_series(1, ${history}) g
      union all
      select date '${today}', to_char(time '13:00' + (g - 1) * interval '35 minutes', 'HH24:MI') from generate_series(1, 8) g
    ) d`);
  await run(`
    insert into race_entries (race_id, horse, result)
    select id, 'Bench Horse ' || id, case when race_date < date '${today}' then (array['Won','Placed','Lost','Lost'])[1 + id % 4] end
    from races`);
  await run(`
    insert into tips (entry_id, race_date, access_level, confidence, odds_text, odds_num, odds_den, bet_type, stake_points,
                      analysis, tipster, category, publish_at)
    select e.id, r.race_date, (array['Free','Starter','Monthly','Lifetime'])[1 + e.id % 4], 1 + e.id % 5, '5/2', 5, 2, 'Win', 1,
           'Ran a big race last time and the step up in trip should suit. A confident jockey booking.',
           'RacePro Team', 'NAP', least(r.starts_at - interval '3 hours', timestamptz '${now.toISOString()}')
    from race_entries e join races r on r.id = e.race_id`);
  await run('analyze');
};

/** Gives a user `total` bets (90% settled, the newest 10% open) on one race entry, set-based. */
export const fillBets = async (
  database: TDatabase,
  userId: number,
  entryId: number,
  total: number,
): Promise<void> => {
  await database.db.execute(
    sql.raw(`
    insert into bets (user_id, entry_id, type, odds_text, odds_num, odds_den, stake_pence, total_stake_pence,
                      potential_return_pence, actual_return_pence, status, created_at, settled_at)
    select ${userId}, ${entryId}, 'Win', '5/2', 5, 2, 500, 500, 1750,
           case when g <= ${Math.floor(total * 0.9)} then (case when g % 3 = 0 then 1750 else 0 end) end,
           case when g <= ${Math.floor(total * 0.9)} then (case when g % 3 = 0 then 'Won' else 'Lost' end) else 'Open' end,
           now() - (${total} - g) * interval '1 minute',
           case when g <= ${Math.floor(total * 0.9)} then now() - (${total} - g) * interval '1 minute' end
    from generate_series(1, ${total}) g`),
  );
  await database.db.execute(sql.raw('analyze'));
};

/**
 * `count` Lifetime bettors (bench-1@example.com ...), each with a session; returns their session tokens in order.
 * Written straight to the tables so the bench does not spend minutes (or the sign-in throttle) on 50 sign-ins.
 */
export const addBettors = async (database: TDatabase, count: number): Promise<string[]> => {
  const tokens = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
  const hashes = tokens.map((token) => `'${hashSessionToken(token)}'`).join(',');
  const run = (query: string) => database.db.execute(sql.raw(query));
  await run(`
    insert into users (email, username, password_hash)
    select 'bench-' || g || '@example.com', 'bench' || g, (select password_hash from users where email = 'lifetime@example.com')
    from generate_series(1, ${count}) g`);
  await run(`
    insert into subscriptions (user_id, tier, start_date)
    select id, 'Lifetime', now() from users where email like 'bench-%@example.com'`);
  await run(`
    insert into sessions (token_hash, user_id, expires_at)
    select (array[${hashes}])[g], (select id from users where email = 'bench-' || g || '@example.com'), now() + interval '30 days'
    from generate_series(1, ${count}) g`);
  return tokens;
};
