import {
  ADVANCED_STRATEGY_IDS,
  POPULAR_STRATEGY_IDS,
  type TStrategyGuide,
  type TStrategyId,
} from '~/domain/strategies';
import { strategy as classAnalysis } from './class';
import { strategy as dutching } from './dutching';
import { strategy as eachway } from './eachway';
import { strategy as formcycle } from './formcycle';
import { strategy as paceanalysis } from './paceanalysis';
import { strategy as rating } from './rating';
import { strategy as trendanalysis } from './trendanalysis';
import { strategy as valueodds } from './valueodds';

/** Every strategy guide by id (spec 2 "Betting Strategies"). */
export const STRATEGIES: Record<TStrategyId, TStrategyGuide> = {
  dutching,
  eachway,
  formcycle,
  valueodds,
  rating,
  trendanalysis,
  paceanalysis,
  class: classAnalysis,
};

/** The Popular tab's cards, in order. */
export const POPULAR_STRATEGIES: readonly TStrategyGuide[] = POPULAR_STRATEGY_IDS.map((id) => STRATEGIES[id]);

/** The Advanced tab's cards, in order. */
export const ADVANCED_STRATEGIES: readonly TStrategyGuide[] = ADVANCED_STRATEGY_IDS.map(
  (id) => STRATEGIES[id],
);
