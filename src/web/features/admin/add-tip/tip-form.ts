import type { UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { DEFAULT_TIPSTER } from '~/domain/site';
import type { TCreateTipBody } from '~/domain/tip-authoring.contract';
import { tipDateForApi, todayAsUkDateText } from '~/web/components/tip-date-field';
import type { TFieldIssue } from '~/web/lib/api-errors';
import { TIP_RACE_RULES } from '../tip-form-rules';

/** Spec 2 section 5, "First tip form": the messages as shown, under the field that caused them. */
export const ZTipForm = z.object({
  ...TIP_RACE_RULES,
  stake: z.string().min(1, 'Stake is required.'),
  analysis: z.string().trim().min(1, 'Analysis is required.').max(5000, 'Analysis is too long'),
  confidence: z.string().regex(/^[1-5]$/, 'Confidence must be a number from 1 to 5.'),
  tipster: z.string().trim().min(1, 'Tipster name is required.').max(60, 'Tipster name is too long'),
  accessLevel: z.string().min(1, 'Access level is required.'),
  category: z.string().min(1, 'Category is required.'),
});
export type TTipForm = z.infer<typeof ZTipForm>;

/** The option sets a form offers (spec 2 section 3: first form and standalone form). */
export type TTipFormOptions = {
  racecourses: readonly string[];
  betTypes: readonly string[];
  stakes: readonly string[];
  confidence: readonly { value: number; label: string }[];
  accessLevels: readonly { value: string; label: string }[];
  categories: readonly string[];
  defaults: { betType: string; stake: string; confidence: number; accessLevel: string; category: string };
};

/** Defaults with today's UK date (spec 2 section 3: "tipDate ... default today"). */
export const tipFormDefaults = ({ defaults }: TTipFormOptions): TTipForm => ({
  tipDate: todayAsUkDateText(),
  racecourse: '',
  raceTime: '',
  horseName: '',
  betType: defaults.betType,
  odds: '',
  stake: defaults.stake,
  analysis: '',
  confidence: String(defaults.confidence),
  tipster: DEFAULT_TIPSTER,
  accessLevel: defaults.accessLevel,
  category: defaults.category,
});

export const toCreateTipBody = (values: TTipForm): TCreateTipBody => ({
  tipDate: tipDateForApi(values.tipDate),
  racecourse: values.racecourse,
  raceTime: values.raceTime,
  horseName: values.horseName,
  betType: values.betType,
  odds: values.odds,
  stake: values.stake,
  analysis: values.analysis,
  confidence: Number(values.confidence),
  tipster: values.tipster,
  accessLevel: values.accessLevel,
  category: values.category,
});

const FORM_FIELDS = new Set<string>(Object.keys(ZTipForm.shape));

/** Which control a server issue belongs to, if any. */
const tipFormFieldOf = (field: string): keyof TTipForm | null =>
  FORM_FIELDS.has(field) ? (field as keyof TTipForm) : null;

/** Puts each server message under the field it names (fields the form does not have go to the toast only). */
export const applyFieldIssues = (setError: UseFormSetError<TTipForm>, issues: TFieldIssue[]): void => {
  for (const { field, message } of issues) {
    const name = tipFormFieldOf(field);
    if (name) setError(name, { message });
  }
};
