import { ADVANCED_STRATEGY_GUIDES } from '~/content/strategies';
import { isAdvancedStrategyId, type TStrategyGuide } from '~/domain/strategies';
import { AppError } from '../../errors';

/**
 * The strategy library: the Advanced Analysis guides in full. Only this server holds their text (the web app ships
 * their teasers); the route lets Monthly and Lifetime members in before this runs.
 */
export const strategyLibraryGuide = (id: string): TStrategyGuide => {
  if (!isAdvancedStrategyId(id)) throw new AppError('NOT_FOUND', 'Unknown strategy');
  return ADVANCED_STRATEGY_GUIDES[id];
};
