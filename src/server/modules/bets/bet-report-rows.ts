import type { TBetCsvRecord } from '~/domain/bet-csv';
import type { TFiguresBet } from '~/domain/bet-figures';
import { BET_SHAPES } from '~/domain/calculators/bet-types';
import { ukDate } from '~/domain/uk-time';
import type { TReportLeg, TReportRow } from './bet-reports.repository';

/** A member's bet as the P/L figures and the CSV read it: where and when it ran, whatever its kind. */
export type TReportBet = {
  row: TReportRow;
  legs: TReportLeg[];
  course: string;
  /** The date that puts it in a window (decision 0033): a single's race, a multiple's last leg, a manual bet's date. */
  raceDate: string;
  raceTime: string;
  horse: string;
  figures: TFiguresBet;
};

const oddsOf = (num: number | null, den: number | null) =>
  num !== null && den !== null && num > 0 && den > 0 ? { num, den } : null;

export const toReportBets = (rows: readonly TReportRow[], legs: readonly TReportLeg[]): TReportBet[] => {
  const legsByBet = new Map<number, TReportLeg[]>();
  for (const leg of legs) legsByBet.set(leg.betId, [...(legsByBet.get(leg.betId) ?? []), leg]);
  return rows.map((row) => {
    const betLegs = legsByBet.get(row.id) ?? [];
    const lastLeg = betLegs
      .slice()
      .sort((a, b) => a.raceDate.localeCompare(b.raceDate) || a.raceTime.localeCompare(b.raceTime))
      .at(-1);
    const where =
      row.kind === 'multiple'
        ? {
            course: lastLeg?.racecourse ?? '',
            raceDate: lastLeg?.raceDate ?? ukDate(row.createdAt),
            raceTime: lastLeg?.raceTime ?? '',
            horse: row.multipleType ? BET_SHAPES[row.multipleType].label : '',
          }
        : row.kind === 'manual'
          ? {
              course: row.manualCourse ?? '',
              raceDate: row.manualRaceDate ?? ukDate(row.createdAt),
              raceTime: row.manualRaceTime ?? '',
              horse: row.manualHorse ?? '',
            }
          : {
              course: row.racecourse ?? '',
              raceDate: row.raceDate ?? ukDate(row.createdAt),
              raceTime: row.raceTime ?? '',
              horse: row.horse ?? '',
            };
    const isMultiple = row.kind === 'multiple';
    return {
      row,
      legs: betLegs,
      ...where,
      figures: {
        kind: row.kind,
        status: row.status,
        totalStakePence: row.totalStakePence,
        actualReturnPence: row.actualReturnPence,
        raceDate: where.raceDate,
        settledAt: row.settledAt,
        type: row.type,
        multipleType: row.multipleType,
        bookmaker: row.bookmaker,
        course: isMultiple ? null : where.course,
        priceType: row.priceType,
        priceTaken: isMultiple || row.priceType === 'sp' ? null : oddsOf(row.oddsNum, row.oddsDen),
        sp: isMultiple ? null : oddsOf(row.spNum, row.spDen),
        isTipped: isMultiple
          ? betLegs.length > 0 && betLegs.every((leg) => leg.tipOddsText !== null)
          : row.tipOddsText !== null,
      },
    };
  });
};

const money = (pence: number | null) => (pence === null ? '' : (pence / 100).toFixed(2));

/** A bet as a CSV line (bet-csv.ts BET_CSV_COLUMNS): every field. */
export const toCsvRecord = (bet: TReportBet): TBetCsvRecord => {
  const { row } = bet;
  const isOpen = row.status === 'Open';
  return {
    Id: String(row.id),
    'Placed at': row.createdAt.toISOString(),
    Kind: row.kind,
    'Multiple type': row.multipleType ? BET_SHAPES[row.multipleType].label : '',
    Legs: bet.legs.map((leg) => `${leg.horse} @ ${leg.oddsText}`).join(' | '),
    Course: bet.course,
    'Race date': bet.raceDate,
    Time: bet.raceTime,
    // A multiple (or one imported by hand, whose horse is its type's name) has its legs instead.
    Horse: row.multipleType ? '' : bet.horse,
    'Bet type': row.type,
    'Each way': row.type === 'Each Way' ? 'Yes' : 'No',
    // A multiple has no one price (its legs have theirs).
    'Price taken':
      row.priceType === 'sp' ? 'SP' : row.kind === 'multiple' || row.oddsNum === 0 ? '' : row.oddsText,
    'Tip price': row.tipOddsText ?? '',
    'Price type': row.priceType,
    SP: row.spText ?? '',
    Bookmaker: row.bookmaker ?? '',
    'Stake per line': money(row.stakePence),
    Lines: String(row.lineCount),
    'Total stake': money(row.totalStakePence),
    Status: row.status,
    Return: isOpen ? '' : money(row.actualReturnPence ?? 0),
    'P/L': isOpen ? '' : money((row.actualReturnPence ?? 0) - row.totalStakePence),
    'Void reason': row.voidReason ?? '',
    'Settled at': row.settledAt?.toISOString() ?? '',
  };
};
