// The tools behind the tabs that do not open first, which tools-page.tsx loads apart from the page. One chunk for the
// three: one request, and every other screen's chunks stay as they were (a chunk each cut Radix's shared parts into
// more pieces, adding 0.3 KB to /account and four other screens).
export { BetSettler } from './bet-settler';
export { DutchingCalculator } from './dutching-calculator';
export { HedgingCalculator } from './hedging-calculator';
