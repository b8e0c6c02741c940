import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { GOINGS, RACE_CLASSES, RACE_TYPES } from '~/domain/racecard';
import { TIERS } from '~/domain/tiers';
import { TIP_RESULTS } from '~/domain/tips';
import { users } from './users';

/** A race on the UK card: date and time are UK wall-clock; `startsAt` is the same moment as an instant. */
export const races = pgTable(
  'races',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    raceDate: date('race_date', { mode: 'string' }).notNull(),
    raceTime: text('race_time').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    racecourse: text('racecourse').notNull(),
    /** Racecard facts, each optional: a tip can be posted with the spec's fields alone. */
    raceName: text('race_name'),
    raceType: text('race_type', { enum: RACE_TYPES }),
    raceClass: text('race_class', { enum: RACE_CLASSES }),
    distanceYards: integer('distance_yards'),
    going: text('going', { enum: GOINGS }),
    runners: integer('runners').notNull().default(8),
    isHandicap: boolean('is_handicap').notNull().default(false),
    /** Each-way terms when the race records its own; null = the standard UK terms for runners and race type. */
    placesOverride: integer('places_override'),
    placeFractionDenOverride: integer('place_fraction_den_override'),
    /** Demo card races (rolled over and resulted automatically in demo mode). */
    isDemo: boolean('is_demo').notNull().default(false),
    /**
     * The race holds its whole declared field (a card from the demo, an import or a feed), so its runners can be
     * shown to anyone; otherwise its entries are only the tipped horses, shown as their tips are.
     */
    fullField: boolean('full_field').notNull().default(false),
    /** The race's id at the racing data provider or in an imported card (`race_id`), when it came from one. */
    externalId: text('external_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('races_date_time_course_unique').on(t.raceDate, t.raceTime, t.racecourse),
    uniqueIndex('races_external_id_unique').on(t.externalId),
    check('races_external_id_check', sql`char_length(${t.externalId}) <= 64`),
    index('races_starts_at_idx').on(t.startsAt),
    check('races_runners_check', sql`${t.runners} between 1 and 40`),
    check('races_distance_check', sql`${t.distanceYards} between 1100 and 7920`),
  ],
);

/**
 * A horse in a race, and what happened to it. A race holds its whole declared field (issue 35) where the card came
 * from the demo, an import or a feed; a race typed in by the admin holds the tipped runners only.
 */
export const raceEntries = pgTable(
  'race_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    raceId: integer('race_id')
      .notNull()
      .references(() => races.id, { onDelete: 'cascade' }),
    horse: text('horse').notNull(),
    /** The horse's id at the racing data provider or in an imported card (`horse_id`). */
    externalId: text('external_id'),
    /** Racecard (saddle-cloth) number. */
    number: integer('number'),
    /** Headgear codes as cards print them: b, v, h, p, t, e/s and combinations ("tp"); null for none. */
    headgear: text('headgear'),
    /** When the horse was withdrawn (a non-runner); null while it is declared to run. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** Finishing position "1".."40" or why it did not finish ("PU", "F", "UR"...; src/domain/race-result.ts). */
    position: text('position'),
    /** The distance beaten as results print it: "1½", "nk", "hd", "dist"; null for the winner or unknown. */
    beaten: text('beaten'),
    jockey: text('jockey'),
    trainer: text('trainer'),
    age: integer('age'),
    weightLb: integer('weight_lb'),
    /** Stall number (Flat races only). */
    draw: integer('draw'),
    officialRating: integer('official_rating'),
    /** Recent form figures, most recent last. */
    form: text('form'),
    result: text('result', { enum: TIP_RESULTS }),
    /** Horses tied (2+) in a dead heat, and the position the tie is for (1 = first). */
    deadHeat: integer('dead_heat'),
    /** Null on results recorded before positions were kept: a tie for first when Won, the last paid place when Placed. */
    deadHeatPosition: integer('dead_heat_position'),
    rule4Pence: integer('rule4_pence').notNull().default(0),
    spText: text('sp_text'),
    spNum: integer('sp_num'),
    spDen: integer('sp_den'),
    resultedAt: timestamp('resulted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('race_entries_race_horse_unique').on(t.raceId, sql`lower(${t.horse})`),
    uniqueIndex('race_entries_race_external_unique').on(t.raceId, t.externalId),
    check('race_entries_number_check', sql`${t.number} between 1 and 40`),
    check('race_entries_headgear_check', sql`char_length(${t.headgear}) <= 8`),
    check('race_entries_position_check', sql`char_length(${t.position}) <= 4`),
    check('race_entries_beaten_check', sql`char_length(${t.beaten}) <= 12`),
    check('race_entries_external_id_check', sql`char_length(${t.externalId}) <= 64`),
    check('race_entries_rule4_check', sql`${t.rule4Pence} between 0 and 90`),
    check('race_entries_dead_heat_position_check', sql`${t.deadHeatPosition} between 1 and 8`),
    check('race_entries_age_check', sql`${t.age} between 2 and 20`),
    check('race_entries_weight_check', sql`${t.weightLb} between 98 and 175`),
    check('race_entries_draw_check', sql`${t.draw} between 1 and 40`),
    check('race_entries_rating_check', sql`${t.officialRating} between 0 and 200`),
  ],
);

export const tips = pgTable(
  'tips',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => raceEntries.id, { onDelete: 'restrict' }),
    /** Denormalised from the race so the hot "today" read is one indexed range scan. */
    raceDate: date('race_date', { mode: 'string' }).notNull(),
    accessLevel: text('access_level', { enum: TIERS }).notNull(),
    confidence: integer('confidence').notNull(),
    oddsText: text('odds_text').notNull(),
    oddsNum: integer('odds_num').notNull(),
    oddsDen: integer('odds_den').notNull(),
    betType: text('bet_type').notNull(),
    stakePoints: integer('stake_points').notNull().default(1),
    analysis: text('analysis').notNull(),
    tipster: text('tipster').notNull(),
    category: text('category').notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull().defaultNow(),
    resultComment: text('result_comment'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('tips_race_date_publish_idx').on(t.raceDate, t.publishAt).where(sql`${t.deletedAt} is null`),
    index('tips_entry_idx').on(t.entryId),
    check('tips_confidence_check', sql`${t.confidence} between 1 and 5`),
    check('tips_odds_check', sql`${t.oddsNum} > 0 and ${t.oddsDen} > 0`),
  ],
);

/** Every correction, result change and deletion of a tip: who, when, what it was and what it became. */
export const tipAudit = pgTable(
  'tip_audit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tipId: integer('tip_id')
      .notNull()
      .references(() => tips.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['result', 'correction', 'delete'] }).notNull(),
    before: text('before').notNull(),
    after: text('after').notNull(),
    reason: text('reason'),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tip_audit_tip_idx').on(t.tipId)],
);
