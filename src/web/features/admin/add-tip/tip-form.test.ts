import { describe, expect, it } from 'vitest';
import { FIRST_FORM_OPTIONS } from '~/domain/tips';
import { tipFormDefaults, ZTipForm } from './tip-form';

const messagesFor = (values: Record<string, string>) => {
  const parsed = ZTipForm.safeParse(values);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('ZTipForm (spec 2 section 5, first tip form)', () => {
  it('uses the spec message for every required field', () => {
    const empty = Object.fromEntries(Object.keys(ZTipForm.shape).map((key) => [key, '']));
    expect(messagesFor(empty)).toEqual({
      tipDate: 'Date is required.',
      racecourse: 'Racecourse is required.',
      raceTime: 'Race time is required.',
      horseName: 'Horse name is required.',
      betType: 'Bet type is required.',
      odds: 'Odds are required.',
      stake: 'Stake is required.',
      analysis: 'Analysis is required.',
      confidence: 'Confidence must be a number from 1 to 5.',
      tipster: 'Tipster name is required.',
      accessLevel: 'Access level is required.',
      category: 'Category is required.',
    });
  });

  it('wants a 24-hour HH:MM race time and a confidence from 1 to 5', () => {
    const valid = { ...tipFormDefaults({ ...FIRST_FORM_OPTIONS, racecourses: [] }), racecourse: 'York' };
    const filled = { ...valid, raceTime: '14:30', horseName: 'Kyprios', odds: '5/1', analysis: 'Stays well' };
    expect(messagesFor(filled)).toEqual({});
    expect(messagesFor({ ...filled, raceTime: '2:30pm' })).toEqual({ raceTime: 'Must be in format HH:MM' });
    expect(messagesFor({ ...filled, raceTime: '24:00' })).toEqual({ raceTime: 'Must be in format HH:MM' });
    expect(messagesFor({ ...filled, confidence: '6' })).toEqual({
      confidence: 'Confidence must be a number from 1 to 5.',
    });
  });

  it('defaults to the first form spec values', () => {
    expect(tipFormDefaults({ ...FIRST_FORM_OPTIONS, racecourses: [] })).toMatchObject({
      betType: 'Win',
      stake: '1pt',
      confidence: '3',
      tipster: 'RacePro Team',
      accessLevel: 'Free',
      category: 'Standard',
    });
  });
});
