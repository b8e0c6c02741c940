import { formatPence, type TPence } from '~/domain/money';
import { placeReturnPence, winReturnPence } from '~/domain/returns';
import { settleBet } from '~/domain/settlement';
import type { TTip } from '~/domain/tip.contract';

/** The example stake the beginner explanations use: £10. */
export const EXAMPLE_STAKE_PENCE: TPence = 1000;

type TOddsTip = Pick<
  TTip,
  'horse' | 'time' | 'racecourse' | 'odds' | 'oddsNum' | 'oddsDen' | 'betType' | 'placeTerms'
>;

const odds = (tip: TOddsTip) => ({ num: tip.oddsNum, den: tip.oddsDen });

/** "3 places at 1/5 odds" -> the places and the fraction; null for "win only" or anything unexpected. */
export const parsePlaceTerms = (text: string): { places: number; num: number; den: number } | null => {
  const match = /^(\d+) places at (\d+)\/(\d+) odds$/.exec(text.trim());
  if (!match) return null;
  return { places: Number(match[1]), num: Number(match[2]), den: Number(match[3]) };
};

/** What we think will happen, in plain words. */
export const verdictSentence = (tip: TOddsTip): string => {
  const race = `the ${tip.time} at ${tip.racecourse}`;
  if (tip.betType === 'Place') return `We think ${tip.horse} can finish in the places in ${race}.`;
  if (tip.betType === 'Each Way')
    return `We think ${tip.horse} can win ${race}, or at least finish in the places.`;
  return `We think ${tip.horse} can win ${race}.`;
};

/** "At odds of 5/2, a £10 win bet would return £35 (your £10 back plus £25 winnings) if it wins." */
export const winReturnSentence = (tip: TOddsTip, stakePence: TPence = EXAMPLE_STAKE_PENCE): string => {
  const returned = winReturnPence(stakePence, odds(tip));
  const stake = formatPence(stakePence);
  return (
    `At odds of ${tip.odds}, a ${stake} win bet would return ${formatPence(returned)} ` +
    `(your ${stake} back plus ${formatPence(returned - stakePence)} winnings) if it wins.`
  );
};

/** Each way in plain words, with the place part worked out when the race's terms are known. */
export const eachWaySentences = (tip: TOddsTip, stakePence: TPence = EXAMPLE_STAKE_PENCE): string[] => {
  const stake = formatPence(stakePence);
  const intro =
    `Each way means two bets of the same stake: one on the horse to win and one on it to finish in the places. ` +
    `A ${stake} each-way bet costs ${formatPence(stakePence * 2)} in total.`;
  const terms = parsePlaceTerms(tip.placeTerms);
  if (!terms) {
    return [intro, 'This race pays the winner only, so both halves are settled as win bets.'];
  }
  const placeReturn = placeReturnPence(stakePence, odds(tip), terms);
  return [
    intro,
    `In this race the first ${terms.places} places count, at ${terms.num}/${terms.den} of the odds. ` +
      `If ${tip.horse} finishes in the places without winning, the place half returns ${formatPence(placeReturn)} ` +
      `(your ${stake} back plus ${formatPence(placeReturn - stakePence)}) and the win half is lost. ` +
      `If it wins, both halves pay.`,
  ];
};

/** A place-only bet: pays when the horse finishes in the places, at a fraction of the odds. */
export const placeBetSentence = (tip: TOddsTip, stakePence: TPence = EXAMPLE_STAKE_PENCE): string => {
  const terms = parsePlaceTerms(tip.placeTerms);
  if (!terms) return 'This race pays the winner only, so a place bet here only pays if the horse wins.';
  const stake = formatPence(stakePence);
  const placeReturn = placeReturnPence(stakePence, odds(tip), terms);
  return (
    `A place bet pays if ${tip.horse} finishes in the first ${terms.places}. Using ${terms.num}/${terms.den} of the ` +
    `odds of ${tip.odds}, a ${stake} place bet would return ${formatPence(placeReturn)} ` +
    `(your ${stake} back plus ${formatPence(placeReturn - stakePence)}). Bookmakers' place odds can differ.`
  );
};

type TResultedTip = TOddsTip & Pick<TTip, 'result' | 'sp' | 'terms'>;

/** After the race: what we tipped, in the past tense. */
export const pastVerdictSentence = (tip: TOddsTip): string => {
  const race = `the ${tip.time} at ${tip.racecourse}`;
  if (tip.betType === 'Place') return `We tipped ${tip.horse} to finish in the places in ${race}.`;
  if (tip.betType === 'Each Way')
    return `We tipped ${tip.horse} each way in ${race}: to win, or at least finish in the places.`;
  return `We tipped ${tip.horse} to win ${race}.`;
};

const BETSLIP_TYPES = { Win: 'Win', Place: 'Place', 'Each Way': 'Each Way' } as const;
const PLAIN_TYPE = { Win: 'win', Place: 'place', 'Each Way': 'each-way' } as const;

/**
 * What happened and what a £10 bet at the tipped price did, settled by the same rules as tracked bets (no dead heat
 * or Rule 4 on the example). Forecasts and tricasts only get the result: their return depends on other runners.
 */
export const outcomeSentence = (
  tip: TResultedTip,
  stakePence: TPence = EXAMPLE_STAKE_PENCE,
): string | null => {
  if (tip.result === null) return null;
  const sp = tip.sp && tip.result !== 'NonRunner' ? ` (SP ${tip.sp})` : '';
  const happened = {
    Won: `${tip.horse} won${sp}.`,
    Placed: `${tip.horse} finished in the places without winning${sp}.`,
    Lost: `${tip.horse} finished out of the places${sp}.`,
    NonRunner: `${tip.horse} did not run, so bets on it were void and stakes returned.`,
  }[tip.result];
  if (tip.result === 'NonRunner') return happened;
  const type = BETSLIP_TYPES[tip.betType as keyof typeof BETSLIP_TYPES];
  if (!type) return happened;
  const settled = settleBet({
    type,
    stakePence,
    odds: odds(tip),
    terms: tip.terms,
    outcome: { result: tip.result },
  });
  const stake = formatPence(stakePence);
  const bet = `A ${stake} ${PLAIN_TYPE[type]} bet at the tipped price of ${tip.odds}`;
  const staked = type === 'Each Way' ? ` (${formatPence(settled.totalStakePence)} staked)` : '';
  if (settled.returnPence === 0) return `${happened} ${bet} lost its stake${staked}.`;
  return `${happened} ${bet}${staked} returned ${formatPence(settled.returnPence)}.`;
};
