import { z } from 'zod';
import type { TAdminTip } from '~/domain/admin-tips.contract';
import { ODDS_MESSAGE, parseFractionalOdds } from '~/domain/odds';
import { RULE4_MOST_PENCE, rule4Row } from '~/domain/rule4';
import type { TSetResultBody } from '~/domain/tip-authoring.contract';
import { TIP_RESULTS } from '~/domain/tips';

/** quick: the Won/Placed/Lost buttons; more: non-runner, dead heat, Rule 4, SP; correct: change a recorded result. */
export type TResultMode = 'quick' | 'more' | 'correct';

/**
 * Rule 4 for a withdrawn horse's price, from the one Tattersalls Rule 4(c) table (src/domain/rule4.ts): the pence and
 * a note naming the row, or why the price was not read; null for no text.
 */
export const withdrawnPriceRule4 = (
  text: string,
): { pence: number; note: string } | { pence: null; error: string } | null => {
  if (text.trim() === '') return null;
  const price = parseFractionalOdds(text);
  if (!price) return { pence: null, error: ODDS_MESSAGE };
  const row = rule4Row(price);
  return {
    pence: row.pence,
    note:
      row.pence === 0
        ? `${price.text} is over 14/1: no Rule 4 deduction (Tattersalls Rule 4(c)).`
        : `${price.text} is in the ${row.prices} row: ${row.pence}p in the £ (Tattersalls Rule 4(c)).`,
  };
};

const isWholeIn = (value: string, min: number, max: number) =>
  /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max;

/** 1st, 2nd, 3rd, 4th... */
export const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

/** The places a placed horse's dead heat can be for: 2nd up to the last place paid. */
export const placedTiePositions = (places: number): number[] =>
  Array.from({ length: Math.max(0, places - 1) }, (_, i) => i + 2);

const SP_RESULTS = new Set<string>(['Won', 'Placed', 'Lost']);
export const SP_REQUIRED = 'Enter the starting price (SP), e.g. 9/2';

export const resultFormSchema = (mode: TResultMode, places = 3) =>
  z
    .object({
      result: z.enum(TIP_RESULTS),
      resultComment: z.string().max(1000, 'Keep comments under 1000 characters'),
      deadHeat: z.string(),
      deadHeatPosition: z.string(),
      rule4Pence: z
        .string()
        .trim()
        .refine(
          (value) => value === '' || isWholeIn(value, 0, RULE4_MOST_PENCE),
          `Rule 4 is 0 to ${RULE4_MOST_PENCE} pence in the pound`,
        ),
      sp: z
        .string()
        .trim()
        .refine((value) => value === '' || parseFractionalOdds(value) !== null, ODDS_MESSAGE),
      reason:
        mode === 'correct'
          ? z.string().trim().min(1, 'Say why the recorded result is being corrected').max(500)
          : z.string().max(500),
    })
    .superRefine((values, ctx) => {
      // The SP is asked for with every finishing result: the record is kept at the tipped price and at SP.
      if (SP_RESULTS.has(values.result) && values.sp === '')
        ctx.addIssue({ code: 'custom', path: ['sp'], message: SP_REQUIRED });
      if (values.result !== 'Placed' || !values.deadHeat) return;
      const positions = placedTiePositions(places).map(String);
      if (!positions.includes(values.deadHeatPosition))
        ctx.addIssue({
          code: 'custom',
          path: ['deadHeatPosition'],
          message:
            places < 2
              ? 'This race pays the winner only: a placed horse cannot dead-heat for a place'
              : `Say which place the tie was for (2nd to ${ordinal(places)})`,
        });
    });
export type TResultForm = z.infer<ReturnType<typeof resultFormSchema>>;

export const resultFormDefaults = (tip: TAdminTip, result: TResultForm['result']): TResultForm => ({
  result,
  resultComment: tip.resultComment ?? '',
  deadHeat: tip.deadHeat ? String(tip.deadHeat) : '',
  deadHeatPosition: tip.deadHeatPosition && tip.deadHeatPosition > 1 ? String(tip.deadHeatPosition) : '',
  rule4Pence: tip.rule4Pence ? String(tip.rule4Pence) : '',
  sp: tip.sp ?? '',
  reason: '',
});

/** Only what was given: the quick buttons send just the result and the comment (spec 2 section 7). */
export const toSetResultBody = (values: TResultForm, mode: TResultMode): TSetResultBody => {
  if (mode === 'quick')
    return {
      result: values.result,
      resultComment: values.resultComment.trim(),
      ...(values.sp ? { sp: values.sp } : {}),
    };
  const paysOut = values.result === 'Won' || values.result === 'Placed';
  return {
    result: values.result,
    resultComment: values.resultComment.trim(),
    ...(paysOut && values.deadHeat ? { deadHeat: Number(values.deadHeat) } : {}),
    ...(values.result === 'Placed' && values.deadHeat && values.deadHeatPosition
      ? { deadHeatPosition: Number(values.deadHeatPosition) }
      : {}),
    ...(values.result !== 'NonRunner' && values.rule4Pence ? { rule4Pence: Number(values.rule4Pence) } : {}),
    ...(values.sp ? { sp: values.sp } : {}),
    ...(values.reason.trim() ? { reason: values.reason.trim() } : {}),
  };
};
