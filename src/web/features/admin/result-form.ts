import { z } from 'zod';
import { ODDS_MESSAGE, parseFractionalOdds } from '~/domain/odds';
import { type TAdminTip, TIP_RESULTS, type TSetResultBody } from '~/domain/tips.contract';

/** quick: the Won/Placed/Lost buttons; more: non-runner, dead heat, Rule 4, SP; correct: change a recorded result. */
export type TResultMode = 'quick' | 'more' | 'correct';

const isWholeIn = (value: string, min: number, max: number) =>
  /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max;

export const resultFormSchema = (mode: TResultMode) =>
  z.object({
    result: z.enum(TIP_RESULTS),
    resultComment: z.string().max(1000, 'Keep comments under 1000 characters'),
    deadHeat: z.string(),
    rule4Pence: z
      .string()
      .trim()
      .refine((value) => value === '' || isWholeIn(value, 0, 90), 'Rule 4 is 0 to 90 pence in the pound'),
    sp: z
      .string()
      .trim()
      .refine((value) => value === '' || parseFractionalOdds(value) !== null, ODDS_MESSAGE),
    reason:
      mode === 'correct'
        ? z.string().trim().min(1, 'Say why the recorded result is being corrected').max(500)
        : z.string().max(500),
  });
export type TResultForm = z.infer<ReturnType<typeof resultFormSchema>>;

export const resultFormDefaults = (tip: TAdminTip, result: TResultForm['result']): TResultForm => ({
  result,
  resultComment: tip.resultComment ?? '',
  deadHeat: tip.deadHeat ? String(tip.deadHeat) : '',
  rule4Pence: tip.rule4Pence ? String(tip.rule4Pence) : '',
  sp: tip.sp ?? '',
  reason: '',
});

/** Only what was given: the quick buttons send just the result and the comment (spec 2 section 7). */
export const toSetResultBody = (values: TResultForm, mode: TResultMode): TSetResultBody => {
  if (mode === 'quick') return { result: values.result, resultComment: values.resultComment.trim() };
  const paysOut = values.result === 'Won' || values.result === 'Placed';
  return {
    result: values.result,
    resultComment: values.resultComment.trim(),
    ...(paysOut && values.deadHeat ? { deadHeat: Number(values.deadHeat) } : {}),
    ...(values.result !== 'NonRunner' && values.rule4Pence ? { rule4Pence: Number(values.rule4Pence) } : {}),
    ...(values.sp ? { sp: values.sp } : {}),
    ...(values.reason.trim() ? { reason: values.reason.trim() } : {}),
  };
};
