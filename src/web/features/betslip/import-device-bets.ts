import { type TImportBetsResult, type TLocalBet, ZImportBetsBody } from '~/domain/bets.contract';
import { ZPlaceMultipleBody } from '~/domain/multiple-bet.contract';
import { multipleLabel } from '~/domain/multiple-bets';
import { ApiError } from '~/web/lib/api-client';
import { removeDeviceBets } from '~/web/lib/device-bets';
import { importDeviceBets } from './api/import-device-bets';
import { placeMultiple } from './api/place-multiple';

const ZImportItem = ZImportBetsBody.shape.bets.element;
const MAX_PER_IMPORT = 200;

const importItemOf = (bet: TLocalBet) => ({
  clientRef: bet.id,
  raceEntryId: bet.raceEntryId,
  type: bet.betType,
  odds: bet.odds,
  stake: bet.stake,
  // Issue 36: the price type and bookmaker the bettor chose go to the account with the bet.
  ...(bet.priceType ? { priceType: bet.priceType } : {}),
  ...(bet.bookmaker ? { bookmaker: bet.bookmaker } : {}),
});

/** A device multiple as POST /api/bets/multiple takes it, its device id the reference (a retry is the same bet). */
const multipleBodyOf = (bet: TLocalBet) =>
  bet.multiple
    ? {
        type: bet.multiple.type,
        eachWay: bet.multiple.eachWay,
        stakePerLine: bet.stake,
        legs: bet.multiple.legs.map((leg) => ({ raceEntryId: leg.raceEntryId, odds: leg.odds })),
        clientRef: bet.id,
        ...(bet.bookmaker ? { bookmaker: bet.bookmaker } : {}),
      }
    : null;

/**
 * Device bets the account can be offered: saved by design (not waiting for a retry) and in the import's shape (a
 * single for POST /api/bets/import, a multiple for POST /api/bets/multiple).
 */
export const importableDeviceBets = (bets: readonly TLocalBet[]): TLocalBet[] =>
  bets.filter(
    (bet) =>
      !bet.pendingSync &&
      (bet.multiple
        ? ZPlaceMultipleBody.safeParse(multipleBodyOf(bet)).success
        : ZImportItem.safeParse(importItemOf(bet)).success),
  );

export type TImportOutcome = TImportBetsResult & { horseByRef: Map<string, string> };

/**
 * Sends singles in batches the server accepts and each multiple on its own, placed under the same rules as from the
 * slip; imported bets leave the device, refused ones stay with the reason.
 */
export const importBetsFromDevice = async (bets: readonly TLocalBet[]): Promise<TImportOutcome> => {
  const outcome: TImportOutcome = { imported: [], refused: [], horseByRef: new Map() };
  for (const bet of bets)
    outcome.horseByRef.set(bet.id, bet.multiple ? multipleLabel(bet.multiple.type) : bet.horseName);
  const singles = bets.filter((bet) => !bet.multiple);
  for (const bet of bets) {
    const body = multipleBodyOf(bet);
    if (!body) continue;
    try {
      await placeMultiple(body);
    } catch (error) {
      // A refusal (a started race, a limit, Starter's cap) keeps it here with the reason; a lost connection is thrown.
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      outcome.refused.push({ clientRef: bet.id, reason: error.userMessage });
      continue;
    }
    removeDeviceBets([bet.id]);
    outcome.imported.push(bet.id);
  }
  for (let start = 0; start < singles.length; start += MAX_PER_IMPORT) {
    const batch = singles.slice(start, start + MAX_PER_IMPORT);
    const result = await importDeviceBets({ bets: batch.map(importItemOf) });
    removeDeviceBets(result.imported);
    outcome.imported.push(...result.imported);
    outcome.refused.push(...result.refused);
  }
  return outcome;
};
