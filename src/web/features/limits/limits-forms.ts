import { z } from 'zod';
import {
  MAX_STAKE_POUNDS,
  type TLimits,
  type TPutLimitsBody,
  ZBankrollBody,
  ZPutLimitsBody,
} from '~/domain/limits.contract';
import { formatPounds } from '~/domain/money';

const MONEY = /^\d+(\.\d{1,2})?$/;
const MONEY_MESSAGE = 'Enter an amount in pounds, such as 50 or 12.50';

/** What a person types for money: `£1,250.50` is read as `1250.50`. */
const moneyText = z.string().transform((value) => value.replace(/[£,\s]/g, ''));

const ZBankrollInput = moneyText
  .pipe(z.string().min(1, 'Enter your bankroll in pounds').regex(MONEY, MONEY_MESSAGE))
  .transform(Number)
  .pipe(ZBankrollBody.shape.bankroll);

/** The bankroll form: the text typed, checked against the PUT /api/user/bankroll contract. */
export const ZBankrollForm = z.object({ bankroll: ZBankrollInput });
export type TBankrollFormInput = z.input<typeof ZBankrollForm>;
export type TBankrollForm = z.output<typeof ZBankrollForm>;

/** A limit field: blank means "No limit" (null), else pounds, checked against the PUT /api/user/limits contract. */
const limitInput = (contract: ReturnType<typeof ZPutLimitsBody.shape.perBetLimit.unwrap>) =>
  moneyText
    .pipe(
      z.union([
        z.literal('').transform(() => null),
        z.string().regex(MONEY, MONEY_MESSAGE).transform(Number),
      ]),
    )
    .pipe(
      z
        .number()
        .min(0.1, 'A limit must be at least £0.10')
        .max(MAX_STAKE_POUNDS, `A limit must be at most ${formatPounds(MAX_STAKE_POUNDS)}`)
        .nullable(),
    )
    .pipe(contract);

export const ZStakeLimitsForm = z.object({
  perBetLimit: limitInput(ZPutLimitsBody.shape.perBetLimit.unwrap()),
  dailyLimit: limitInput(ZPutLimitsBody.shape.dailyLimit.unwrap()),
  perWeekLimit: limitInput(ZPutLimitsBody.shape.perWeekLimit.unwrap()),
  perMonthLimit: limitInput(ZPutLimitsBody.shape.perMonthLimit.unwrap()),
});
export type TStakeLimitsFormInput = z.input<typeof ZStakeLimitsForm>;
export type TStakeLimitsForm = z.output<typeof ZStakeLimitsForm>;

export const LIMIT_FIELDS = ['perBetLimit', 'dailyLimit', 'perWeekLimit', 'perMonthLimit'] as const;
export type TLimitField = (typeof LIMIT_FIELDS)[number];
export const isLimitField = (field: string): field is TLimitField =>
  (LIMIT_FIELDS as readonly string[]).includes(field);

/**
 * Only the limits the user changed. NOTE: resending an unchanged limit could cancel a raise already waiting
 * its 24 hours, so an untouched field is never sent.
 */
export const changedLimits = (values: TStakeLimitsForm, current: TLimits): TPutLimitsBody => {
  const body: TPutLimitsBody = {};
  for (const field of LIMIT_FIELDS) {
    const value = values[field] ?? null;
    if (value !== current[field]) body[field] = value;
  }
  return body;
};
