/**
 * The dutching calculator's limits and what its figures say, kept apart from the engine (dutching.ts), which the
 * strategies screen loads too.
 */
import { compare, ZERO } from '../fraction';
import type { TDutchResult } from './dutching';

/** Up to 20 selections, each new one starting at 4/1. */
export const DUTCH_CALCULATOR_MAX_SELECTIONS = 20;
export const DUTCH_NEW_SELECTION_ODDS = '4/1';

/** Whether the prices' implied chances add up past 100%: then the dutch loses money whichever selection wins. */
export const hasOverround = (result: Pick<TDutchResult, 'overround'>): boolean =>
  compare(result.overround, ZERO) > 0;
