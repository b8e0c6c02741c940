import { type UseFormReturn, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { formatLongCalendarDay, formatUkDateText } from '~/domain/uk-date-format';
import { parseUkDateText, ukDate } from '~/domain/uk-time';
import { TextField } from '~/web/components/ui/field';

export const UK_DATE_HINT = 'Day/month/year, e.g. 23/11/2026';
export const UK_DATE_MESSAGE = 'Enter the date as DD/MM/YYYY, e.g. 23/11/2026';

/** The form's date: typed the UK way, checked to be a real day, sent as YYYY-MM-DD. */
export const ZTipDateText = z
  .string()
  .trim()
  .min(1, { message: 'Date is required.', abort: true })
  .refine((value) => parseUkDateText(value) !== null, UK_DATE_MESSAGE);

/** Today in the UK, as the field shows it: `23/11/2026`. */
export const todayAsUkDateText = (): string => formatUkDateText(ukDate());

/** The YYYY-MM-DD the API takes, from what the form holds (already checked by ZTipDateText). */
export const tipDateForApi = (text: string): string => parseUkDateText(text) ?? text.trim();

/** "Monday 23 November 2026" for a date typed the UK way; null for anything else. */
export const ukLongDate = (text: string): string | null => {
  const iso = parseUkDateText(text);
  return iso ? formatLongCalendarDay(iso) : null;
};

type TDateForm = { tipDate: string };

/**
 * NOTE: a native date input draws in the browser's locale (11/23/2026 on a US-English browser), so the date is a
 * text field read day first, and the day it means is spelled out under it ("Monday 23 November 2026") as its
 * description. useWatch keeps the re-render to this field alone.
 */
export const TipDateField = <TForm extends TDateForm>({
  form,
  id,
}: {
  form: UseFormReturn<TForm>;
  id: string;
}) => {
  const { register, formState, control } = form as unknown as UseFormReturn<TDateForm>;
  const tipDate = useWatch({ control, name: 'tipDate' });
  return (
    <TextField
      id={id}
      label="Date"
      hint={ukLongDate(tipDate) ?? UK_DATE_HINT}
      error={formState.errors.tipDate?.message}
      placeholder="DD/MM/YYYY"
      autoComplete="off"
      maxLength={10}
      {...register('tipDate')}
    />
  );
};
