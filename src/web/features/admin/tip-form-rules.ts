import { z } from 'zod';
import { ODDS_MESSAGE, parseFractionalOdds } from '~/domain/odds';
import { ZTipDateText } from '~/web/components/tip-date-field';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The race and the bet, as every tip form checks them (the admin panel's Add New Tip, /tips/new and /add-tip), with
 * spec 2 section 5's messages under the field that caused them.
 */
export const TIP_RACE_RULES = {
  tipDate: ZTipDateText,
  racecourse: z.string().min(1, 'Racecourse is required.'),
  raceTime: z
    .string()
    .trim()
    .min(1, { message: 'Race time is required.', abort: true })
    .regex(HH_MM, 'Must be in format HH:MM'),
  horseName: z.string().trim().min(1, 'Horse name is required.').max(60, 'Horse name is too long'),
  betType: z.string().min(1, 'Bet type is required.'),
  odds: z
    .string()
    .trim()
    .min(1, { message: 'Odds are required.', abort: true })
    .refine((value) => parseFractionalOdds(value) !== null, ODDS_MESSAGE),
};
