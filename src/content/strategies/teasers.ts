import { ADVANCED_STRATEGY_IDS, type TAdvancedStrategyId, type TStrategyTeaser } from '~/domain/strategies';

/**
 * The Advanced Analysis cards as everyone sees them: the title, the summary and the difficulty. The guides behind
 * them (steps, worked example, tools, caution) are the strategy library, served by the server to Monthly and
 * Lifetime members only (GET /api/strategies/:id): the web app imports this file, never the guides themselves.
 */
export const ADVANCED_STRATEGY_TEASERS = {
  rating: {
    id: 'rating',
    title: 'Ratings',
    summary:
      'Put every runner on one scale in pounds: start from Official Ratings, build your own figures from what horses actually achieved, and adjust for the weights they carry today to find horses the handicapper has underrated.',
    difficulty: 'Advanced',
  },
  trendanalysis: {
    id: 'trendanalysis',
    title: 'Trend Analysis',
    summary:
      'Look back over past runnings of the same race for patterns in the winners (age, weight, draw, market position) and use them to narrow a big field, always checking how many runners each trend came from.',
    difficulty: 'Advanced',
  },
  paceanalysis: {
    id: 'paceanalysis',
    title: 'Pace Analysis',
    summary:
      'Work out how the race will be run before it starts: who leads, who sits handy and who comes late. A pace map shows which horses the likely speed of the race will help, and which it will hurt.',
    difficulty: 'Advanced',
  },
  class: {
    id: 'class',
    title: 'Class Analysis',
    summary:
      'Races are graded from Class 1 down to Class 7, with Group and Listed races at the top. Horses dropping in class after running well against better rivals, and risers that have improved enough to cope, are where this method looks.',
    difficulty: 'Advanced',
  },
} as const satisfies Record<TAdvancedStrategyId, TStrategyTeaser>;

/** The Advanced tab's cards, in order. */
export const ADVANCED_STRATEGY_CARDS: readonly TStrategyTeaser[] = ADVANCED_STRATEGY_IDS.map(
  (id) => ADVANCED_STRATEGY_TEASERS[id],
);
