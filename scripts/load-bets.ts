/**
 * Places bets from many concurrent clients against a running server and reports what was acknowledged.
 * One in ten placements is sent twice with the same clientRef (a client retry), which must not store a second bet.
 *   Used by src/server/modules/bets/bets.load.test.ts (2,000 bets from 50 clients), and runnable by hand:
 *   tsx scripts/load-bets.ts http://localhost:3000 <raceEntryId> <odds> cookie1 cookie2 ...
 */
import { randomUUID } from 'node:crypto';
import { parseFractionalOdds } from '../src/domain/odds';
import type { TPlaceTerms } from '../src/domain/place-terms';
import { potentialReturn } from '../src/domain/settlement';

export type TLoadResult = {
  acknowledged: Map<string, number>;
  statuses: Record<number, number>;
  networkErrors: number;
  elapsedMs: number;
};

export const runBetLoad = async (options: {
  baseUrl: string;
  cookies: string[];
  betsPerClient: number;
  raceEntryId: number;
  odds: string;
  terms: TPlaceTerms;
}): Promise<TLoadResult> => {
  const odds = parseFractionalOdds(options.odds)!;
  const acknowledged = new Map<string, number>();
  const statuses: Record<number, number> = {};
  let networkErrors = 0;
  const started = performance.now();

  const send = async (cookie: string, clientRef: string, stakePence: number) => {
    try {
      const response = await fetch(`${options.baseUrl}/api/bets`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({
          raceEntryId: options.raceEntryId,
          type: 'Win',
          odds: options.odds,
          stake: stakePence / 100,
          potentialReturn: potentialReturn('Win', stakePence, odds, options.terms) / 100,
          clientRef,
        }),
      });
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      if (response.status === 200 || response.status === 201) {
        const { id } = (await response.json()) as { id: number };
        const previous = acknowledged.get(clientRef);
        if (previous !== undefined && previous !== id)
          throw new Error(`clientRef ${clientRef} acknowledged as two bets: ${previous} and ${id}`);
        acknowledged.set(clientRef, id);
      } else {
        await response.text();
      }
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('clientRef')) throw error;
      networkErrors += 1;
    }
  };

  await Promise.all(
    options.cookies.map(async (cookie, client) => {
      for (let i = 0; i < options.betsPerClient; i++) {
        const clientRef = randomUUID();
        const stakePence = 100 + ((client * 37 + i * 11) % 900);
        await send(cookie, clientRef, stakePence);
        if (i % 10 === 0) await send(cookie, clientRef, stakePence);
      }
    }),
  );
  return { acknowledged, statuses, networkErrors, elapsedMs: performance.now() - started };
};

if (process.argv[1]?.endsWith('load-bets.ts')) {
  const [baseUrl, entry, odds, ...cookies] = process.argv.slice(2);
  runBetLoad({
    baseUrl: baseUrl!,
    cookies,
    betsPerClient: 40,
    raceEntryId: Number(entry),
    odds: odds!,
    terms: { places: 3, fractionNum: 1, fractionDen: 5 },
  }).then(
    (r) =>
      console.info(
        `${r.acknowledged.size} bets acknowledged in ${Math.round(r.elapsedMs)} ms; statuses ${JSON.stringify(r.statuses)}; network errors ${r.networkErrors}`,
      ),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
