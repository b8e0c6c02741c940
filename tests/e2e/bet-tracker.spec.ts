import { type APIRequestContext, type Page, request } from '@playwright/test';
import type { TBet } from '../../src/domain/bets.contract';
import { formatPounds, formatSignedPounds } from '../../src/domain/money';
import { shiftUkDate, ukDate } from '../../src/domain/uk-time';
import { serious } from './axe';
import { expect, passTimeUntil, raceSlot, serverNow, test } from './clock';
import { publishTip } from './publish-tip';

/**
 * Issue 36 ("Done means"): a Monthly member takes runners from race pages' whole fields and from a tip card, types the
 * prices they took, places a Lucky 15 each way and a single, and reads them settled in My Bets with every line and
 * the 30-day profit and loss.
 *
 * The races are the administrator's racecards import (the Racing data tab's file, through the admin API) at the next
 * free minutes of the test clock, and their results the results import: the admin's result path
 * (recordEntryResult), which settles every bet on every runner. The demo card results its races the same way 15
 * minutes after each off, but at fixed times: four of them per project would move the shared clock on by hours (into
 * the evening for the second project and every journey after it). These races sit at the next free minutes instead,
 * and the clock moves on only to the last off, about ten minutes.
 */

const COURSES = ['Cartmel', 'Hexham', 'Ffos Las', 'Fontwell'] as const;
const NAMES = ['Aster', 'Birch', 'Cedar', 'Dune', 'Ember', 'Fern', 'Gale', 'Heath'];

type TRace = {
  course: string;
  slot: { date: string; time: string; off: Date };
  externalId: string;
  horses: string[];
};

const adminContext = async (baseURL: string | undefined) => {
  const admin = await request.newContext({ baseURL });
  expect(
    (await admin.post('/api/admin/login', { data: { username: 'admin', password: 'admin' } })).ok(),
  ).toBe(true);
  return admin;
};

/** Four races of eight runners (no handicap: 1/5 the odds, three places) in the next free minutes of the clock. */
const importRacecards = async (admin: APIRequestContext, project: string): Promise<TRace[]> => {
  const prefix = project === 'mobile' ? 'Phone' : 'Desk';
  const races: TRace[] = [];
  for (const [index, course] of COURSES.entries()) {
    const slot = await raceSlot(admin, (8 + index) * 60_000);
    races.push({
      course,
      slot,
      externalId: `e2e-tracker-${project}-${index}`,
      horses: NAMES.map((name) => `${prefix} ${name} ${'ABCD'[index]}`),
    });
  }
  const imported = await admin.post('/api/admin/racing-data/racecards?label=bet-tracker.json', {
    data: {
      racecards: races.map((race) => ({
        race_id: race.externalId,
        course: race.course,
        date: race.slot.date,
        off_time: race.slot.time,
        race_name: `${race.course} Tracker Novices' Hurdle`,
        type: 'Hurdle',
        distance_f: 16,
        handicap: false,
        runners: race.horses.map((horse, index) => ({
          horse_id: `${race.externalId}-${index + 1}`,
          horse,
          number: index + 1,
          age: 5,
          lbs: 154,
        })),
      })),
    },
  });
  expect(imported.status(), await imported.text()).toBe(200);
  return races;
};

/** Every race's result: `finish` lists each race's runners (by index) in finishing order. */
const importResults = async (admin: APIRequestContext, races: TRace[], finish: number[][]) => {
  const resulted = await admin.post('/api/admin/racing-data/results?label=bet-tracker-results.json', {
    data: {
      results: races.map((race, r) => ({
        race_id: race.externalId,
        runners: finish[r]!.map((index, place) => ({
          horse_id: `${race.externalId}-${index + 1}`,
          position: String(place + 1),
          sp: `${place + 2}/1`,
        })),
      })),
    },
  });
  expect(resulted.status(), await resulted.text()).toBe(200);
};

/** The race's id on our site (the admin's list of the day's cards). */
const raceIdOf = async (admin: APIRequestContext, race: TRace) => {
  const cards = (await (await admin.get(`/api/admin/racecards?date=${race.slot.date}`)).json()) as Array<{
    id: number;
    externalId: string | null;
  }>;
  const card = cards.find((each) => each.externalId === race.externalId);
  expect(card, `${race.externalId} is on the day's cards`).toBeTruthy();
  return card!.id;
};

/** Adds a runner from its race page's whole field, and leaves the slip closed again. */
const addFromRacePage = async (page: Page, raceId: number, horse: string) => {
  await page.goto(`/races/${raceId}`);
  await expect(page.getByRole('list', { name: 'Runners' }).getByRole('listitem')).toHaveCount(8);
  await page.getByRole('button', { name: `Add ${horse} to betslip` }).click();
  // Adding opens the slip: the member closes it to go on.
  const slip = page.getByRole('dialog', { name: 'Betslip' });
  await expect(slip.getByRole('list', { name: 'Selections' })).toContainText(horse);
  await closeSlip(page);
  await expect(page.getByRole('button', { name: new RegExp(`^In betslip ?: ${horse}$`) })).toBeVisible();
};

const closeSlip = async (page: Page) => {
  const slip = page.getByRole('dialog', { name: 'Betslip' });
  await slip.getByRole('button', { name: 'Close betslip' }).click();
  await expect(slip).toBeHidden();
};

const openSlip = async (page: Page) => {
  await page.getByRole('button', { name: /open betslip/i }).click();
  const slip = page.getByRole('dialog', { name: 'Betslip' });
  await expect(slip).toBeVisible();
  return slip;
};

/** Every bet of the member (GET /api/bets, page by page). */
const allBets = async (api: APIRequestContext): Promise<TBet[]> => {
  const bets: TBet[] = [];
  for (let page = 1; ; page++) {
    const response = await api.get(`/api/bets?page=${page}&pageSize=200`);
    expect(response.status()).toBe(200);
    const batch = (await response.json()) as TBet[];
    bets.push(...batch);
    if (bets.length >= Number(response.headers()['x-total-count']) || batch.length === 0) return bets;
  }
};

/** The date that puts a bet in a window: a single's race date, a multiple's last leg's. */
const raceDateOf = (bet: TBet) =>
  bet.entry?.raceDate ??
  [...(bet.multiple?.legs ?? [])]
    .map((leg) => leg.raceDate)
    .sort()
    .at(-1)!;

test('a Monthly member tracks a Lucky 15 each way and a single from race pages and a tip, and reads them settled with the 30-day P/L', async ({
  page,
  baseURL,
}, testInfo) => {
  const admin = await adminContext(baseURL);
  const races = await importRacecards(admin, testInfo.project.name);
  const [a, b, c, d] = races as [TRace, TRace, TRace, TRace];
  const raceIds = await Promise.all(races.map((race) => raceIdOf(admin, race)));
  // The tip is on race C's first runner.
  const tipped = c.horses[0]!;
  await publishTip(baseURL, c.slot, {
    horseName: tipped,
    racecourse: c.course,
    odds: '5/2',
    betType: 'Win',
    analysis: 'A tip for the bet tracker journey.',
  });

  const signedIn = await page.request.post('/api/auth/login', {
    data: { email: 'monthly@example.com', password: 'demo-pass' },
  });
  expect(signedIn.ok()).toBe(true);

  // Three runners from race pages' whole fields, one from a tip card.
  await addFromRacePage(page, raceIds[0]!, a.horses[0]!);
  await addFromRacePage(page, raceIds[1]!, b.horses[0]!);
  await addFromRacePage(page, raceIds[3]!, d.horses[0]!);
  await page.goto('/tips');
  await page.getByRole('button', { name: `Add ${tipped} to betslip` }).click();

  const slip = page.getByRole('dialog', { name: 'Betslip' });
  await expect(slip.getByRole('list', { name: 'Selections' }).getByRole('listitem')).toHaveCount(4);
  // A race page's runner has no price until the member types the one they took; the tip's comes with it.
  const prices: Array<[string, string]> = [
    [a.horses[0]!, '3/1'],
    [b.horses[0]!, '4/1'],
    [d.horses[0]!, '9/2'],
  ];
  for (const [horse, price] of prices) await slip.getByLabel(`Price for ${horse}`).fill(price);
  const tipPrice = slip.getByLabel(`Price for ${tipped}`);
  await expect(tipPrice).toHaveValue('5/2');
  // The member took 11/4 about the tip, not the tipped 5/2.
  await tipPrice.fill('11/4');
  await expect(tipPrice).toHaveValue('11/4');

  const multiples = slip.getByRole('region', { name: 'Multiples' });
  await multiples.getByLabel('Multiple type').selectOption({ label: 'Lucky 15' });
  await multiples.getByLabel('Each way').check();
  await multiples.getByLabel('Stake per line').fill('0.5');
  await expect(multiples.getByRole('definition').nth(0)).toHaveText('30');
  await expect(multiples.getByRole('definition').nth(1)).toHaveText('£15.00');
  expect(await serious(page, { within: '[role="dialog"]' }), 'axe on the slip').toEqual([]);
  await multiples.getByRole('button', { name: 'Place multiple' }).click();
  await expect(page.getByText('Multiple placed').first()).toBeVisible();
  // Its selections leave the slip, which closes.
  await expect(slip).toBeHidden();

  // The single: race B's second runner, from its race page at the price taken.
  const single = b.horses[1]!;
  await addFromRacePage(page, raceIds[1]!, single);
  const singleSlip = await openSlip(page);
  await singleSlip.getByLabel(`Price for ${single}`).fill('6/1');
  await singleSlip.getByRole('button', { name: /^place bets$/i }).click();
  await expect(page.getByText('Bets placed successfully!').first()).toBeVisible();

  // The results, once the last race is off: A's leg wins, B's leg is second behind the single, the tip wins, D's leg
  // is fifth.
  await passTimeUntil(page, d.slot.off);
  await importResults(admin, races, [
    [0, 1, 2, 3, 4, 5, 6, 7],
    [1, 0, 2, 3, 4, 5, 6, 7],
    [0, 1, 2, 3, 4, 5, 6, 7],
    [1, 2, 3, 4, 0, 5, 6, 7],
  ]);
  await admin.dispose();

  const bets = await allBets(page.request);
  const lucky15 = bets.find(
    (bet) => bet.multiple?.type === 'lucky-15' && bet.multiple.legs.some((leg) => leg.horse === tipped),
  );
  const singleBet = bets.find((bet) => bet.entry?.horse === single);
  expect(lucky15?.status).not.toBe('Open');
  expect(lucky15?.multiple?.lines).toHaveLength(30);
  // The prices taken: the tip's leg at 11/4 beside the tip's 5/2, the race pages' runners at the typed prices.
  expect(lucky15?.multiple?.legs.map((leg) => [leg.horse, leg.odds, leg.tipOdds])).toEqual(
    expect.arrayContaining([
      [a.horses[0], '3/1', null],
      [b.horses[0], '4/1', null],
      [tipped, '11/4', '5/2'],
      [d.horses[0], '9/2', null],
    ]),
  );
  // £5 at 6/1, won: £35 back.
  expect(singleBet?.status).toBe('Won');
  expect(singleBet?.actualReturn).toBe(35);

  await page.goto('/bets?tab=settled');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Bets');
  const multipleCard = page.getByRole('article', { name: /^Lucky 15 each way,/ }).filter({ hasText: tipped });
  await expect(multipleCard.getByRole('list', { name: 'Legs' }).getByRole('listitem')).toHaveCount(4);
  await expect(multipleCard.getByRole('list', { name: 'Legs' })).toContainText('11/4');
  await multipleCard.getByText('How this was settled').click();
  await expect(multipleCard.locator('details li')).toHaveCount(30);
  await expect(multipleCard).toContainText(
    `Returned ${formatPounds(lucky15!.actualReturn!)} from ${formatPounds(15)} staked.`,
  );
  const singleCard = page.getByRole('article').filter({ hasText: single }).first();
  await expect(singleCard).toContainText('Won');
  await expect(singleCard).toContainText('£35.00');

  // The 30-day figures: what the settled (not void) bets with a race in the last 30 days returned, less their stakes.
  const today = ukDate(await serverNow(page.request));
  const from = shiftUkDate(today, -29);
  const counted = (await allBets(page.request)).filter(
    (bet) => !['Open', 'Void'].includes(bet.status) && raceDateOf(bet) >= from && raceDateOf(bet) <= today,
  );
  const pence = (pounds: number) => Math.round(pounds * 100);
  const stakedPence = counted.reduce((total, bet) => total + pence(bet.totalStake), 0);
  const returnsPence = counted.reduce((total, bet) => total + pence(bet.actualReturn ?? 0), 0);
  const record = page.getByRole('region', { name: 'Your betting record' });
  await record.getByLabel('Period').selectOption({ label: '30 days' });
  const tile = (label: string) =>
    record.locator('dl').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
  await expect(tile('Total staked').locator('dd').first()).toHaveText(formatPounds(stakedPence / 100));
  await expect(tile('Returns').locator('dd').first()).toHaveText(formatPounds(returnsPence / 100));
  await expect(tile('Profit/loss').locator('dd').first()).toHaveText(
    formatSignedPounds((returnsPence - stakedPence) / 100),
  );
  await page.waitForLoadState('networkidle');
  expect(await serious(page), 'axe on My Bets').toEqual([]);
});
