import { z } from 'zod';
import {
  parseDistance,
  parseForm,
  parseGoing,
  parseRaceClass,
  parseRaceType,
  parseWeight,
  parseWholeIn,
  RACECARD_MESSAGES,
  wholeNumberMessage,
} from '~/domain/racecard';
import { TIERS } from '~/domain/tiers';
import type { TCreateTipBody } from '~/domain/tip-authoring.contract';
import { ADMIN_FORM_OPTIONS } from '~/domain/tips';
import { tipDateForApi, todayAsUkDateText } from '~/web/components/tip-date-field';
import { TIP_RACE_RULES } from './tip-form-rules';

const isBlank = (value: string) => value.trim() === '';

/** An optional racecard fact: blank, or text the domain's parser accepts (the server checks it again). */
const optionalFact = (parse: (text: string) => unknown, message: string, max = 20) =>
  z
    .string()
    .trim()
    .max(max, message)
    .refine((value) => value === '' || parse(value) !== null, message);
const optionalWhole = (label: string, min: number, max: number) =>
  optionalFact((text) => parseWholeIn(text, min, max), wholeNumberMessage(label, min, max));

/** The racecard facts on the form, each optional (the spec's fields alone still post a tip). */
export const RACECARD_FIELDS = {
  raceName: z.string().trim().max(120, 'Race name is too long'),
  raceType: optionalFact(parseRaceType, RACECARD_MESSAGES.raceType),
  raceClass: optionalFact(parseRaceClass, RACECARD_MESSAGES.raceClass),
  distance: optionalFact(parseDistance, RACECARD_MESSAGES.distance),
  going: optionalFact(parseGoing, RACECARD_MESSAGES.going),
  jockey: z.string().trim().max(60, 'Jockey is too long'),
  trainer: z.string().trim().max(60, 'Trainer is too long'),
  age: optionalWhole('Age', 2, 20),
  weight: optionalFact(parseWeight, RACECARD_MESSAGES.weight, 12),
  draw: optionalWhole('Draw', 1, 40),
  officialRating: optionalWhole('Official Rating', 0, 200),
  form: optionalFact(parseForm, RACECARD_MESSAGES.form),
};
type TRacecardField = keyof typeof RACECARD_FIELDS;
const RACECARD_NAMES = Object.keys(RACECARD_FIELDS) as TRacecardField[];

/** The admin panel's Add New Tip form (spec 2 sections 3 and 5). Every control holds text, except the toggles. */
export const ZAdminTipForm = z.object({
  ...TIP_RACE_RULES,
  stake: z
    .string()
    .trim()
    .refine((value) => value === '' || /^[1-5]$/.test(value), 'Stake must be 1 to 5 points'),
  confidence: z.string().min(1),
  category: z.string(),
  analysis: z.string().max(5000, 'Analysis is too long'),
  runners: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 40),
      'Runners must be a whole number from 1 to 40',
    ),
  isHandicap: z.boolean(),
  accessLevel: z.enum(TIERS),
  ...RACECARD_FIELDS,
});
export type TAdminTipForm = z.infer<typeof ZAdminTipForm>;

export const adminTipFormDefaults = (): TAdminTipForm => ({
  tipDate: todayAsUkDateText(),
  racecourse: '',
  raceTime: '',
  horseName: '',
  betType: ADMIN_FORM_OPTIONS.defaults.betType,
  odds: '',
  stake: ADMIN_FORM_OPTIONS.defaults.stake,
  confidence: String(ADMIN_FORM_OPTIONS.defaults.confidence),
  category: ADMIN_FORM_OPTIONS.defaults.category,
  analysis: '',
  runners: '',
  isHandicap: false,
  accessLevel: 'Free',
  ...(Object.fromEntries(RACECARD_NAMES.map((name) => [name, ''])) as Record<TRacecardField, string>),
});

/** Spec 2 section 5: horse, racecourse, time and odds are the fields the "Missing fields" notice names. */
export const hasMissingRequiredFields = (values: TAdminTipForm): boolean =>
  [values.horseName, values.racecourse, values.raceTime, values.odds].some(isBlank);

/** Spec 2 section 5: stake sent as 1pt if empty, analysis "No analysis provided", category falls back to Standard. */
export const toCreateTipBody = (values: TAdminTipForm): TCreateTipBody => ({
  tipDate: tipDateForApi(values.tipDate),
  racecourse: values.racecourse,
  raceTime: values.raceTime.trim(),
  horseName: values.horseName.trim(),
  betType: values.betType,
  odds: values.odds.trim(),
  stake: isBlank(values.stake) ? '1pt' : values.stake.trim(),
  analysis: values.analysis.trim() || 'No analysis provided',
  confidence: Number(values.confidence),
  tipster: ADMIN_FORM_OPTIONS.tipster,
  accessLevel: values.accessLevel,
  category: values.category || 'Standard',
  ...(isBlank(values.runners) ? {} : { runners: Number(values.runners) }),
  isHandicap: values.isHandicap,
  ...Object.fromEntries(
    RACECARD_NAMES.filter((name) => !isBlank(values[name])).map((name) => [name, values[name].trim()]),
  ),
});

const FORM_FIELDS = new Set<string>(Object.keys(ZAdminTipForm.shape));

/** Which form control a server issue belongs to. */
export const formFieldOf = (field: string): keyof TAdminTipForm | null =>
  FORM_FIELDS.has(field) ? (field as keyof TAdminTipForm) : null;
