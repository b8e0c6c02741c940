import { describe, expect, it } from 'vitest';
import { ODDS_MESSAGE } from '~/domain/odds';
import { RACECARD_MESSAGES } from '~/domain/racecard';
import { UK_DATE_MESSAGE } from '~/web/components/tip-date-field';
import {
  adminTipFormDefaults,
  hasMissingRequiredFields,
  type TAdminTipForm,
  toCreateTipBody,
  ZAdminTipForm,
} from './admin-tip-form';

const filled: TAdminTipForm = {
  ...adminTipFormDefaults(),
  tipDate: '23/11/2026',
  racecourse: 'Kempton',
  raceTime: '19:45',
  horseName: 'Night Owl',
  odds: '7/2',
};

/** The message under each field that refuses `values`. */
const messagesFor = (values: TAdminTipForm) => {
  const parsed = ZAdminTipForm.safeParse(values);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('the admin Add New Tip rules (spec 2 sections 5 and 8)', () => {
  it('needs the date, racecourse, time, horse and odds, with the spec messages', () => {
    const empty = { ...adminTipFormDefaults(), tipDate: '' };
    expect(messagesFor(empty)).toEqual({
      tipDate: 'Date is required.',
      racecourse: 'Racecourse is required.',
      raceTime: 'Race time is required.',
      horseName: 'Horse name is required.',
      odds: 'Odds are required.',
    });
    expect(hasMissingRequiredFields(empty)).toBe(true);
    expect(messagesFor(filled)).toEqual({});
    expect(hasMissingRequiredFields(filled)).toBe(false);
  });

  it('reads the date day first, the time as 24-hour HH:MM and the odds as a fraction', () => {
    expect(messagesFor({ ...filled, tipDate: '11/23/2026' })).toEqual({ tipDate: UK_DATE_MESSAGE });
    expect(messagesFor({ ...filled, tipDate: '31/02/2027' })).toEqual({ tipDate: UK_DATE_MESSAGE });
    expect(messagesFor({ ...filled, raceTime: '7.45pm' })).toEqual({ raceTime: 'Must be in format HH:MM' });
    expect(messagesFor({ ...filled, raceTime: '24:00' })).toEqual({ raceTime: 'Must be in format HH:MM' });
    expect(messagesFor({ ...filled, odds: '3.5' })).toEqual({ odds: ODDS_MESSAGE });
    expect(messagesFor({ ...filled, odds: 'Evens' })).toEqual({});
  });

  it('takes a stake of 1 to 5 points and 1 to 40 runners, or none', () => {
    expect(messagesFor({ ...filled, stake: '', runners: '' })).toEqual({});
    expect(messagesFor({ ...filled, stake: '6' })).toEqual({ stake: 'Stake must be 1 to 5 points' });
    expect(messagesFor({ ...filled, runners: '41' })).toEqual({
      runners: 'Runners must be a whole number from 1 to 40',
    });
  });

  it('checks each racecard fact given and lets every one be left out', () => {
    expect(messagesFor({ ...filled, weight: '15-2' })).toEqual({ weight: RACECARD_MESSAGES.weight });
    expect(messagesFor({ ...filled, distance: '9 miles' })).toEqual({ distance: RACECARD_MESSAGES.distance });
    expect(messagesFor({ ...filled, draw: '41' })).toEqual({
      draw: 'Draw must be a whole number from 1 to 40',
    });
    expect(
      messagesFor({
        ...filled,
        raceName: 'Kingfisher Glass Handicap',
        raceType: 'Flat',
        raceClass: '5',
        distance: '1m 2f',
        going: 'Standard to Slow',
        jockey: 'Lucy Tranter',
        weight: '9-2',
        draw: '3',
        form: '4-21',
      }),
    ).toEqual({});
  });
});

describe('the body the admin form posts', () => {
  it('sends 1pt when the stake is empty, "No analysis provided", the fixed tipster and the access chosen', () => {
    expect(
      toCreateTipBody({ ...filled, stake: '', accessLevel: 'Monthly', isHandicap: true, runners: '14' }),
    ).toEqual({
      tipDate: '2026-11-23',
      racecourse: 'Kempton',
      raceTime: '19:45',
      horseName: 'Night Owl',
      betType: 'Win',
      odds: '7/2',
      stake: '1pt',
      analysis: 'No analysis provided',
      confidence: 3,
      tipster: 'RacePro Team',
      accessLevel: 'Monthly',
      category: 'Daily Selection',
      runners: 14,
      isHandicap: true,
    });
  });

  it('sends the racecard facts given, trimmed, and leaves out the empty ones', () => {
    const body = toCreateTipBody({
      ...filled,
      raceName: ' Kingfisher Glass Handicap ',
      going: 'Good',
      form: '',
    });
    expect(body).toMatchObject({ raceName: 'Kingfisher Glass Handicap', going: 'Good' });
    expect(body).not.toHaveProperty('form');
    expect(body).not.toHaveProperty('runners');
  });
});
