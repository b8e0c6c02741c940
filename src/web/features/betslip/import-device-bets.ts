import { type TImportBetsResult, type TLocalBet, ZImportBetsBody } from '~/domain/bets.contract';
import { removeDeviceBets } from '~/web/lib/device-bets';
import { importDeviceBets } from './api/import-device-bets';

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

/**
 * Device bets the account can be offered: saved by design (not waiting for a retry) and in the import's shape.
 * NOTE: POST /api/bets/import takes singles only, so a multiple stays on the device (issue 36).
 */
export const importableDeviceBets = (bets: readonly TLocalBet[]): TLocalBet[] =>
  bets.filter((bet) => !bet.pendingSync && !bet.multiple && ZImportItem.safeParse(importItemOf(bet)).success);

export type TImportOutcome = TImportBetsResult & { horseByRef: Map<string, string> };

/** Sends them in batches the server accepts; imported bets leave the device, refused ones stay with the reason. */
export const importBetsFromDevice = async (bets: readonly TLocalBet[]): Promise<TImportOutcome> => {
  const outcome: TImportOutcome = { imported: [], refused: [], horseByRef: new Map() };
  for (const bet of bets) outcome.horseByRef.set(bet.id, bet.horseName);
  for (let start = 0; start < bets.length; start += MAX_PER_IMPORT) {
    const batch = bets.slice(start, start + MAX_PER_IMPORT);
    const result = await importDeviceBets({ bets: batch.map(importItemOf) });
    removeDeviceBets(result.imported);
    outcome.imported.push(...result.imported);
    outcome.refused.push(...result.refused);
  }
  return outcome;
};
