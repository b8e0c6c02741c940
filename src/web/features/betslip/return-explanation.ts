import { formatPence, poundsToPence } from '~/domain/money';
import { potentialReturn } from '~/domain/settlement';
import type { TBetslipItem } from '~/web/lib/betslip-store';
import { itemOdds, itemTerms } from './betslip-maths';

/**
 * "How this is worked out" for Place and Each Way lines (a win is plain: stake + stake x odds), e.g.
 * "£5 each way = £10 staked. Win part: £5 at 10/1 returns £55; place part: £5 at 1/5 odds (3 places) returns £15."
 */
export const explainReturn = (item: TBetslipItem): string | null => {
  const odds = itemOdds(item);
  if (item.type === 'Win' || !odds) return null;
  const terms = itemTerms(item);
  const stakePence = poundsToPence(item.stake);
  const stake = formatPence(stakePence);
  const isWinOnly = terms.places === 1;
  const placeReturn = formatPence(potentialReturn('Place', stakePence, odds, terms));
  const placePart = isWinOnly
    ? `${stake} settled as a win (a win-only race of 4 or fewer runners) returns ${placeReturn}`
    : `${stake} at ${terms.fractionNum}/${terms.fractionDen} odds (${terms.places} places) returns ${placeReturn}`;
  const assumed = item.terms ? '' : " Standard terms shown until this race's terms are confirmed.";
  if (item.type === 'Place') return `Place bet: ${placePart}.${assumed}`;
  const winReturn = formatPence(potentialReturn('Win', stakePence, odds, terms));
  return (
    `${stake} each way = ${formatPence(stakePence * 2)} staked. ` +
    `Win part: ${stake} at ${item.odds} returns ${winReturn}; place part: ${placePart}.${assumed}`
  );
};
