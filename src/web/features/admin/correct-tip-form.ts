import { z } from 'zod';
import type { TAdminTip } from '~/domain/admin-tips.contract';
import { ODDS_MESSAGE, parseFractionalOdds } from '~/domain/odds';
import { type TCorrectTipBody, ZCorrectTipBody } from '~/domain/tip-authoring.contract';

export const CORRECTION_ACCESS_LEVELS = ['Free', 'Starter', 'Monthly', 'Lifetime'] as const;

export const ZCorrectTipForm = z.object({
  horseName: z.string().trim().min(1, 'Horse name is required.').max(60, 'Horse name is too long'),
  odds: z
    .string()
    .trim()
    .min(1, { message: 'Odds are required.', abort: true })
    .refine((value) => parseFractionalOdds(value) !== null, ODDS_MESSAGE),
  accessLevel: z.enum(CORRECTION_ACCESS_LEVELS),
  analysis: z.string().trim().max(5000, 'Analysis is too long'),
  reason: ZCorrectTipBody.shape.reason,
});
export type TCorrectTipForm = z.infer<typeof ZCorrectTipForm>;

export const correctTipFormDefaults = (tip: TAdminTip): TCorrectTipForm => ({
  horseName: tip.horse,
  odds: tip.odds,
  accessLevel: tip.accessLevel,
  analysis: '',
  reason: '',
});

/** '5 / 2' and '5/2' are the same odds; the server keeps the normalised text. */
const oddsChanged = (before: string, after: string) =>
  parseFractionalOdds(before)?.text !== parseFractionalOdds(after)?.text;

/** Only the fields that changed (an empty analysis keeps the published one); null when nothing did. */
export const toCorrectTipBody = (tip: TAdminTip, values: TCorrectTipForm): TCorrectTipBody | null => {
  const changes = {
    ...(values.horseName !== tip.horse ? { horseName: values.horseName } : {}),
    ...(oddsChanged(tip.odds, values.odds) ? { odds: values.odds } : {}),
    ...(values.accessLevel !== tip.accessLevel ? { accessLevel: values.accessLevel } : {}),
    ...(values.analysis ? { analysis: values.analysis } : {}),
  };
  return Object.keys(changes).length === 0 ? null : { ...changes, reason: values.reason };
};
