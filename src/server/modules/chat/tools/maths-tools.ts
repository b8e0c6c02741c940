import { z } from 'zod';
import { settleMultiple } from '~/domain/calculators/bet-settler';
import { BET_SHAPES, MAX_SETTLER_SELECTIONS, ZSettlerBetType } from '~/domain/calculators/bet-types';
import {
  decimalOf,
  decimalToFractional,
  displayOdds,
  formatFractionExactly,
} from '~/domain/calculators/odds-formats';
import { poundsToPence } from '~/domain/money';
import { WIN_ONLY } from '~/domain/place-terms';
import { rule4Row } from '~/domain/rule4';
import { BET_TYPES, outcomeOf, settleBet, settlementLines, type TEntryResult } from '~/domain/settlement';
import { defineTool, money, signedMoney } from './chat-tool';
import {
  asOdds,
  readAmericanOdds,
  readOdds,
  readPlaceTerms,
  ZDeadHeatArgs,
  ZOddsArg,
  ZPlaceTermsArgs,
  ZResultArg,
  ZRule4Arg,
  ZStakeArg,
} from './tool-inputs';

/**
 * The maths tools: every figure comes from the domain engine that settles tracked bets and runs the calculators
 * (settleBet, settleMultiple, the Rule 4 scale, the odds formats), so the chat cannot disagree with My Bets.
 */

const ROUNDING = 'Fractions of a penny are dropped from each part of a return, as UK bookmakers pay.';

/** The outcomes worth quoting when the bettor gave no result: each that pays differently. */
const OUTCOMES_BY_TYPE: Record<(typeof BET_TYPES)[number], TEntryResult[]> = {
  Win: ['Won', 'Lost'],
  Place: ['Placed', 'Lost'],
  'Each Way': ['Won', 'Placed', 'Lost'],
};

export const calculateReturnsTool = defineTool({
  name: 'calculate_returns',
  description:
    'Returns of a single bet (win, place or each way) as UK bookmakers settle it, with each-way terms, dead heats, ' +
    'Rule 4 and non-runners. Without a result it gives the return for each outcome. Use it for every single-bet return.',
  args: z.strictObject({
    stake_pounds: ZStakeArg.describe(
      'Stake in pounds; for each way, the stake on each part (£5 each way costs £10)',
    ),
    odds: ZOddsArg,
    bet_type: z.enum(BET_TYPES),
    ...ZPlaceTermsArgs,
    result: ZResultArg.optional().describe(
      'What happened, when the race is over; leave out for "what would it return"',
    ),
    ...ZDeadHeatArgs,
    rule4_pence: ZRule4Arg.optional(),
  }),
  run: (args) => {
    const read = readOdds(args.odds);
    if ('error' in read) return read;
    const { terms, basis } =
      args.bet_type === 'Win' ? { terms: WIN_ONLY, basis: null } : readPlaceTerms(args);
    const stakePence = poundsToPence(args.stake_pounds);
    const results = args.result ? [args.result] : OUTCOMES_BY_TYPE[args.bet_type];
    const outcomes = results.map((result) => {
      const settled = settleBet({
        type: args.bet_type,
        stakePence,
        odds: asOdds(read.odds),
        terms,
        outcome: outcomeOf(
          {
            result,
            deadHeat: args.dead_heat_horses ?? null,
            deadHeatPosition: args.dead_heat_position ?? null,
            rule4Pence: args.rule4_pence ?? 0,
          },
          terms,
        ),
      });
      return {
        if: result,
        status: settled.status,
        returns: money(settled.returnPence),
        profit: signedMoney(settled.returnPence - settled.totalStakePence),
        parts: settled.parts.map((part) => ({ part: part.part, returns: money(part.returnPence) })),
        how: settlementLines(settled.detail),
      };
    });
    return {
      bet_type: args.bet_type,
      odds: read.text,
      stake: money(stakePence),
      total_stake: money(args.bet_type === 'Each Way' ? stakePence * 2 : stakePence),
      ...(basis ? { place_terms: basis } : {}),
      outcomes,
      rounding: ROUNDING,
    };
  },
});

export const calculateMultipleTool = defineTool({
  name: 'calculate_multiple',
  description:
    'Returns of a multiple or full-cover bet (double, treble, 4- to 8-fold, Trixie, Patent, Yankee, Lucky 15, ' +
    'Canadian, Lucky 31, Heinz, Lucky 63, Super Heinz, Goliath, or singles), win or each way, with each ' +
    "selection's result (default Won), dead heats, Rule 4 and non-runners. Bookmaker bonuses are left out.",
  args: z.strictObject({
    bet_type: ZSettlerBetType,
    stake_pounds: ZStakeArg,
    stake_is: z.enum(['per_line', 'total']).default('per_line'),
    each_way: z.boolean().default(false),
    ...ZPlaceTermsArgs,
    selections: z
      .array(
        z.strictObject({
          odds: ZOddsArg,
          result: ZResultArg.default('Won'),
          ...ZDeadHeatArgs,
          rule4_pence: ZRule4Arg.optional(),
        }),
      )
      .min(1)
      .max(MAX_SETTLER_SELECTIONS),
  }),
  run: (args) => {
    const { terms, basis } = readPlaceTerms(args);
    const selections = [];
    for (const selection of args.selections) {
      const read = readOdds(selection.odds);
      if ('error' in read) return read;
      selections.push({
        odds: read.odds,
        result: selection.result,
        deadHeat: selection.dead_heat_horses
          ? { horses: selection.dead_heat_horses, position: selection.dead_heat_position ?? null }
          : null,
        rule4Pence: selection.rule4_pence ?? 0,
        placeTerms: terms,
      });
    }
    const settled = settleMultiple({
      type: args.bet_type,
      selections,
      isEachWay: args.each_way,
      stake: args.stake_pounds,
      stakeIs: args.stake_is === 'total' ? 'total' : 'per-line',
    });
    if (!settled.isValid) return { error: settled.message };
    return {
      bet: `${BET_SHAPES[args.bet_type].label}${args.each_way ? ' each way' : ''}`,
      lines: settled.lineCount,
      stake_per_line: { pence: settled.lines[0]!.stake.pence, text: settled.lines[0]!.stake.text },
      total_stake: { pence: settled.totalStake.pence, text: settled.totalStake.text },
      returns: money(settled.totalReturn.pence),
      profit: signedMoney(settled.totalReturn.pence - settled.totalStake.pence),
      results: args.selections.map((s) => `${s.odds}: ${s.result}`),
      ...(args.each_way ? { place_terms: basis } : {}),
      note: settled.note,
      rounding: ROUNDING,
    };
  },
});

export const rule4Tool = defineTool({
  name: 'rule4_deduction',
  description:
    "The Rule 4 deduction (Tattersalls' scale) when a horse is withdrawn late, by the withdrawn horse's price; with " +
    "a stake and the bet's odds, what a winning win bet returns before and after it.",
  args: z.strictObject({
    withdrawn_odds: ZOddsArg.describe("The withdrawn horse's price when it came out"),
    stake_pounds: ZStakeArg.optional(),
    bet_odds: ZOddsArg.optional().describe("The bet's odds"),
  }),
  run: (args) => {
    const withdrawn = readOdds(args.withdrawn_odds);
    if ('error' in withdrawn) return withdrawn;
    const row = rule4Row(asOdds(withdrawn.odds));
    const result = {
      withdrawn_odds: withdrawn.text,
      deduction_pence_in_pound: row.pence,
      scale_row: row.prices,
      applies_to: 'Winnings only, never the stake; bets at SP are usually unaffected.',
    };
    if (args.stake_pounds === undefined || args.bet_odds === undefined || row.pence === 0) return result;
    const bet = readOdds(args.bet_odds);
    if ('error' in bet) return bet;
    const stakePence = poundsToPence(args.stake_pounds);
    const wins = (rule4Pence: number) =>
      settleBet({
        type: 'Win',
        stakePence,
        odds: asOdds(bet.odds),
        terms: WIN_ONLY,
        outcome: { result: 'Won', rule4Pence },
      }).returnPence;
    return {
      ...result,
      winning_bet: {
        stake: money(stakePence),
        odds: bet.text,
        returns_without_rule4: money(wins(0)),
        returns_with_rule4: money(wins(row.pence)),
      },
      rounding: ROUNDING,
    };
  },
});

const FORMATS = ['fractional', 'decimal', 'american'] as const;

export const convertOddsTool = defineTool({
  name: 'convert_odds',
  description:
    'Converts odds between fractional, decimal and American, with the implied chance. A decimal reads as the UK ' +
    'price a bookmaker would show (1.91 is 10/11).',
  args: z.strictObject({
    odds: z.string().min(1).max(12).describe('The price: "11/4", "Evens", "3.75" or "+275"'),
    format: z.enum(FORMATS).optional().describe('The format of the given price, when it is not obvious'),
  }),
  run: (args) => {
    const format =
      args.format ??
      (/^\s*[+-]/.test(args.odds) ? 'american' : /\/|ev/i.test(args.odds) ? 'fractional' : 'decimal');
    const read = format === 'american' ? readAmericanOdds(args.odds) : readOdds(args.odds);
    if ('error' in read) return read;
    const shown = displayOdds(read.odds);
    const reading = decimalToFractional(decimalOf(read.odds));
    return {
      given: `${args.odds} (${format})`,
      fractional: reading.source === 'nearest' ? `about ${reading.text}` : reading.text,
      exact_fraction: formatFractionExactly(read.odds),
      decimal: shown.decimal,
      american: shown.american,
      implied_chance: shown.impliedProbability,
    };
  },
});

export const MATHS_TOOLS = [calculateReturnsTool, calculateMultipleTool, rule4Tool, convertOddsTool];
