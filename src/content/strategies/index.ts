import {
  ADVANCED_STRATEGY_IDS,
  type TAdvancedStrategyId,
  type TStrategyGuide,
  type TStrategyId,
} from '~/domain/strategies';
import { strategy as classAnalysis } from './class';
import { strategy as paceanalysis } from './paceanalysis';
import { POPULAR_STRATEGY_GUIDES } from './popular';
import { strategy as rating } from './rating';
import { strategy as trendanalysis } from './trendanalysis';

/**
 * Every strategy guide, the strategy library's included. NOTE: for the server and the tests only: the web app
 * imports `./popular` and `./teasers` (a lint rule keeps it to them), so the library's text never ships in the
 * bundle and only GET /api/strategies/:id serves it, to Monthly and Lifetime members.
 */
export const ADVANCED_STRATEGY_GUIDES: Record<TAdvancedStrategyId, TStrategyGuide> = {
  rating,
  trendanalysis,
  paceanalysis,
  class: classAnalysis,
};

/** Every strategy guide by id (spec 2 "Betting Strategies"). */
export const STRATEGIES: Record<TStrategyId, TStrategyGuide> = {
  ...POPULAR_STRATEGY_GUIDES,
  ...ADVANCED_STRATEGY_GUIDES,
};

export { POPULAR_STRATEGIES } from './popular';

/** The Advanced tab's guides, in order. */
export const ADVANCED_STRATEGIES: readonly TStrategyGuide[] = ADVANCED_STRATEGY_IDS.map(
  (id) => ADVANCED_STRATEGY_GUIDES[id],
);
