import { POPULAR_STRATEGY_IDS, type TPopularStrategyId, type TStrategyGuide } from '~/domain/strategies';
import { strategy as dutching } from './dutching';
import { strategy as eachway } from './eachway';
import { strategy as formcycle } from './formcycle';
import { strategy as valueodds } from './valueodds';

/** The Popular tab's guides, free to everyone, so the web app carries them whole. */
export const POPULAR_STRATEGY_GUIDES: Record<TPopularStrategyId, TStrategyGuide> = {
  dutching,
  eachway,
  formcycle,
  valueodds,
};

/** The Popular tab's cards, in order. */
export const POPULAR_STRATEGIES: readonly TStrategyGuide[] = POPULAR_STRATEGY_IDS.map(
  (id) => POPULAR_STRATEGY_GUIDES[id],
);
