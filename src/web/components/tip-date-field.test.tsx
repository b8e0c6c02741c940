import { fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { formatUkDateText } from '~/domain/uk-date-format';
import { ukDate } from '~/domain/uk-time';
import {
  TipDateField,
  tipDateForApi,
  todayAsUkDateText,
  UK_DATE_HINT,
  ukLongDate,
  ZTipDateText,
} from './tip-date-field';

const DateForm = () => {
  const form = useForm<{ tipDate: string }>({ defaultValues: { tipDate: todayAsUkDateText() } });
  return <TipDateField form={form} id="tip-date" />;
};

describe('TipDateField', () => {
  it("starts on today's UK date, typed day first, and spells out the day it means under it", () => {
    render(<DateForm />);
    const date = screen.getByLabelText('Date');
    expect(date).toHaveValue(formatUkDateText(ukDate()));
    expect(date).toHaveAttribute('placeholder', 'DD/MM/YYYY');

    fireEvent.change(date, { target: { value: '23/11/2026' } });
    expect(date).toHaveAccessibleDescription('Monday 23 November 2026');
    // A US-style date means no day: the field says how to type one instead.
    fireEvent.change(date, { target: { value: '11/23/2026' } });
    expect(date).toHaveAccessibleDescription(UK_DATE_HINT);
  });
});

describe('the typed date', () => {
  it('is required, must be a real day, and is sent as YYYY-MM-DD', () => {
    expect(ZTipDateText.safeParse('').error?.issues[0]?.message).toBe('Date is required.');
    expect(ZTipDateText.safeParse('31/02/2027').error?.issues[0]?.message).toBe(
      'Enter the date as DD/MM/YYYY, e.g. 23/11/2026',
    );
    expect(ZTipDateText.safeParse(' 23/11/2026 ').success).toBe(true);
    expect(tipDateForApi('23/11/2026')).toBe('2026-11-23');
    expect(ukLongDate('1/3/2027')).toBe('Monday 1 March 2027');
    expect(ukLongDate('tomorrow')).toBeNull();
  });
});
