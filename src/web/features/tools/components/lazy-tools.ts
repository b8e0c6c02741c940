// The tools behind the tabs that do not open first, which tools-page.tsx loads apart from the page: dutching and
// hedging in this chunk, and the settler, the largest, in its own, loaded from here only when its tab is opened. So the
// settler is fetched after this chunk, as it was after the page, and every other screen's chunks stay as they were
// (the settler beside this chunk instead cut Radix's shared parts into more pieces, adding 0.3 KB to /account and four
// other screens).
export { DutchingCalculator } from './dutching-calculator';
export { HedgingCalculator } from './hedging-calculator';

export const loadBetSettler = () => import('./bet-settler');
