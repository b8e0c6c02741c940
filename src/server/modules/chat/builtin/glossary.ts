/**
 * Racing slang and site terms the lessons and the guide do not define on their own (they are searched alongside
 * them). Plain definitions, no figures: returns are always worked by the calculators.
 */
export type TGlossaryEntry = {
  term: string;
  /** Other ways bettors type it, searched as keywords. */
  aliases: string;
  text: string;
  label: string;
  href: `/${string}`;
};

const TIPS = { label: 'Tips', href: '/tips' } as const;
const GUIDE = { label: 'Simple Betting Guide', href: '/tools/betting-guide' } as const;
const ODDS_LESSON = {
  label: 'Reading Odds and What They Imply',
  href: '/learn/basics/reading-odds',
} as const;
const BET_TYPES_LESSON = { label: 'Bet Types Explained', href: '/learn/betting/bet-types' } as const;

export const GLOSSARY: readonly TGlossaryEntry[] = [
  {
    term: 'NAP',
    aliases: 'nap naps napoleon best bet of the day',
    text: "A NAP is a tipster's strongest selection of the day, named after the card game Napoleon. Ours is marked NAP on the Tips page.",
    ...TIPS,
  },
  {
    term: 'NB',
    aliases: 'nb next best',
    text: "NB means next best: a tipster's second-strongest selection of the day, after the NAP.",
    ...TIPS,
  },
  {
    term: 'Jolly',
    aliases: 'jolly jolly favourite fav market leader',
    text: 'The jolly is slang for the favourite: the horse with the shortest price in the betting. Favourites win roughly a third of UK races, so most of the time they lose.',
    ...ODDS_LESSON,
  },
  {
    term: 'Favourite',
    aliases: 'favourite favorite fav joint favourite co-favourite second favourite',
    text: 'The favourite is the horse with the shortest price, the one the market rates most likely to win. Joint favourites share the shortest price.',
    ...ODDS_LESSON,
  },
  {
    term: 'Outsider',
    aliases: 'outsider rag longshot long shot no-hoper',
    text: 'An outsider (a rag, in slang) is a horse at a long price that the market gives little chance. Long prices pay well when they win, but they rarely do.',
    ...ODDS_LESSON,
  },
  {
    term: 'Starting price (SP)',
    aliases: 'sp starting price at sp',
    text: 'The starting price (SP) is the official price of each horse when the race starts. A bet taken at SP is settled at that price, whatever it was when you placed it.',
    ...ODDS_LESSON,
  },
  {
    term: 'Best odds (BOG)',
    aliases: 'bog best odds best odds guaranteed best price guaranteed',
    text: 'With a best odds (BOG) offer, if the starting price is bigger than the price you took, the bookmaker pays you at the SP instead. Terms vary by bookmaker.',
    ...ODDS_LESSON,
  },
  {
    term: 'Ante-post',
    aliases: 'ante post antepost future bet early price',
    text: 'Ante-post bets are struck days or weeks before a race, often at bigger prices. The catch: if your horse does not run, the stake is usually lost.',
    ...GUIDE,
  },
  {
    term: 'Non-runner',
    aliases: 'non runner nr withdrawn scratched',
    text: 'A non-runner is a horse withdrawn before the race. Bets on it are void and the stake is returned (ante-post bets aside), and a late withdrawal can mean a Rule 4 deduction on the others.',
    ...GUIDE,
  },
  {
    term: 'Steamer and drifter',
    aliases: 'steamer steaming gamble drifter drifting drift shortening lengthening',
    text: 'A steamer is a horse whose price shortens sharply because money comes for it; a drifter is one whose price lengthens as the market goes off it.',
    label: 'Reading the Betting Market',
    href: '/learn/advanced/market-reading',
  },
  {
    term: 'Handicap',
    aliases: 'handicap handicaps hcap handicapper top weight',
    text: 'A handicap is a race in which each horse carries weight by its Official Rating, one pound for each rating point, so that in theory they all have an equal chance. The higher the rating, the more weight it carries.',
    label: 'Class, Official Ratings and Pattern Races',
    href: '/learn/basics/class-ratings',
  },
  {
    term: 'Odds-on',
    aliases: 'oddson odds-on odds against short price',
    text: 'Odds-on means a price shorter than evens, such as 1/2: you win less than you stake. Odds against, such as 5/1, pays more than the stake.',
    ...ODDS_LESSON,
  },
  {
    term: 'Forecast and tricast',
    aliases: 'forecast straight forecast reverse forecast tricast combination tricast csf',
    text: 'A forecast picks the first and second in the right order; a reverse forecast covers both orders (2 bets). A tricast picks the first three in order.',
    ...BET_TYPES_LESSON,
  },
  {
    term: 'Banker',
    aliases: 'banker bankers',
    text: 'A banker is the selection a bettor is most confident about, often used in every line of a multiple. No selection is certain: bankers lose too.',
    ...BET_TYPES_LESSON,
  },
  {
    term: 'Points and units',
    aliases: 'point points pts pt unit units level stakes 1pt 2pts staking',
    text: 'A point is your own unit stake, such as £2 or £10. Our tips advise 1 to 5 points, and the track record is worked at level 1-point stakes.',
    ...TIPS,
  },
  {
    term: 'Strike rate and ROI',
    aliases: 'strike rate roi return on investment yield win rate',
    text: 'Strike rate is the share of bets that won; ROI is profit divided by the total staked. Together they show whether a method pays, but only over a large sample.',
    label: 'Keeping Betting Records',
    href: '/learn/betting/record-keeping',
  },
  {
    term: 'Furlong',
    aliases: 'furlong furlongs f distance',
    text: 'A furlong is an eighth of a mile, 220 yards (about 201 metres). Race distances are given in miles and furlongs, such as 1m2f.',
    label: 'Types of Race: Flat and Jumps',
    href: '/learn/basics/race-types',
  },
  {
    term: 'Hurdles, chases and bumpers',
    aliases:
      'hurdle hurdles hurdler chase chases chaser steeplechase steeplechases fences jumps national hunt nh bumper bumpers',
    text: 'Jumps (National Hunt) racing has hurdle races, over lower obstacles that give when hit, and chases (steeplechases), over bigger, stiffer fences. Bumpers are National Hunt flat races with no obstacles, for young horses starting out.',
    label: 'Types of Race: Flat and Jumps',
    href: '/learn/basics/race-types',
  },
  {
    term: "Stewards' enquiry",
    aliases: 'stewards enquiry inquiry objection weighed in amended result',
    text: "A stewards' enquiry is when the raceday stewards look into possible interference or a breach of the rules. The placings can be changed, and bets are settled on the result once the horses have weighed in.",
    label: 'Types of Race: Flat and Jumps',
    href: '/learn/basics/race-types',
  },
  {
    term: 'Tote',
    aliases: 'tote pool betting dividend',
    text: 'The Tote is pool betting: every stake goes into a pool and, after a deduction, the winners share it. The dividend is only known after the race.',
    ...BET_TYPES_LESSON,
  },
  {
    term: 'Lay bet',
    aliases: 'lay laying layer lay bet back and lay exchange betfair liability',
    text: 'A lay bet is a bet against a horse, placed on a betting exchange: you take the bet on as a bookmaker would, and if the horse wins you pay out at its odds. Your possible loss, the liability, can be far bigger than the stake you collect.',
    label: 'Advanced Betting Concepts',
    href: '/learn/betting/advanced-betting-concepts',
  },
  {
    term: 'Placepot',
    aliases: 'placepot jackpot quadpot',
    text: 'The Placepot is a Tote pool bet: pick a horse to be placed in each of the first six races at a meeting. Dividends depend on the pool.',
    ...BET_TYPES_LESSON,
  },
];
