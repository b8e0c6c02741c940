import type { TBet, TLocalBet } from '~/domain/bets.contract';
import type { TSettlerBetType } from '~/domain/calculators/bet-types';
import { formatPenceShort, poundsToPence } from '~/domain/money';
import {
  multipleLabel,
  multipleLineCount,
  multipleLineWords,
  type TMultipleLineResult,
} from '~/domain/multiple-bets';
import type { TTipResult } from '~/domain/tips';

export type TMultipleLegView = {
  horse: string;
  /** The race's page; null for a leg kept on this device without it. */
  raceId: number | null;
  track: string;
  raceDate: string;
  raceTime: string;
  odds: string;
  result: TTipResult | null;
};

/** A multiple as its My Bets card shows it. */
export type TMultipleView = {
  /** "Lucky 15 each way". */
  title: string;
  /** "£1 per line · 30 lines · £30 staked" (after the title: "Lucky 15 each way · £1 per line · ..."). */
  facts: string;
  legs: TMultipleLegView[];
  /** "How this was settled": every line in words, once settled. */
  lines: string[] | null;
};

type TMultipleFacts = {
  type: TSettlerBetType;
  isEachWay: boolean;
  stakePerLine: number;
  legs: TMultipleLegView[];
  lines: readonly TMultipleLineResult[] | null | undefined;
};

const viewOf = ({ type, isEachWay, stakePerLine, legs, lines }: TMultipleFacts): TMultipleView => {
  const title = `${multipleLabel(type)}${isEachWay ? ' each way' : ''}`;
  // The line count and whole stake from the domain, for the account's and the device's multiples alike.
  const lineCount = multipleLineCount(type, legs.length, isEachWay);
  const stakePence = poundsToPence(stakePerLine);
  const facts = [
    `${formatPenceShort(stakePence)} per line`,
    `${lineCount} lines`,
    `${formatPenceShort(stakePence * lineCount)} staked`,
  ].join(' · ');
  const horses = legs.map((leg) => leg.horse);
  return { title, facts, legs, lines: lines ? lines.map((line) => multipleLineWords(line, horses)) : null };
};

type TAccountMultiple = NonNullable<TBet['multiple']>;

/** An account multiple: `stake` is the stake per line (bets.contract.ts). */
export const multipleViewOfAccount = (multiple: TAccountMultiple, stakePerLine: number): TMultipleView =>
  viewOf({
    type: multiple.type,
    isEachWay: multiple.eachWay,
    stakePerLine,
    legs: multiple.legs.map((leg) => ({
      horse: leg.horse,
      raceId: leg.raceId,
      track: leg.track,
      raceDate: leg.raceDate,
      raceTime: leg.raceTime,
      odds: leg.odds,
      result: leg.result,
    })),
    lines: multiple.lines,
  });

/** A multiple kept on this device: `stake` is the stake per line. */
export const multipleViewOfDevice = (
  multiple: NonNullable<TLocalBet['multiple']>,
  stakePerLine: number,
): TMultipleView =>
  viewOf({
    type: multiple.type,
    isEachWay: multiple.eachWay,
    stakePerLine,
    legs: multiple.legs.map((leg) => ({
      horse: leg.horse,
      raceId: leg.raceId ?? null,
      track: leg.racecourse,
      raceDate: leg.raceDate,
      raceTime: leg.raceTime,
      odds: leg.odds,
      result: leg.result ?? null,
    })),
    lines: multiple.lines,
  });
