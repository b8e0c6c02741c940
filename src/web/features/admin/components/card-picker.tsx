import { type ComponentProps, useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { formatWeight, raceFactsLine } from '~/domain/racecard';
import type { TAdminCardRace } from '~/domain/racing-data-import.contract';
import { CONTROL_CLASSES } from '~/web/components/ui/input';
import { cardValues, raceLabel, runnerLabel, type TCardRunner, type TCardValues } from '../card-values';

/** The fields every tip form has; the admin panel's has the racecard facts too, and a pick sets each one a form has. */
export type TCardForm = { tipDate: string; racecourse: string; raceTime: string; horseName: string };

export type TCardPickerProps = {
  /** The tip date's whole-field races (GET /api/admin/racecards), at least one. */
  races: readonly TAdminCardRace[];
  /** The racecourses the form offers: a card's course it does not offer cannot be tipped from here. */
  courses: readonly string[];
  idPrefix: string;
  form: UseFormReturn<TCardForm>;
};

const NOT_ON_CARD = 'Not on the card';

/** "Trainer P Whitaker · 6yo · 11-7 · OR 130 · Form 1-23": the runner's card line under the Runner select. */
const runnerFacts = (runner: TCardRunner) =>
  [
    runner.trainer ? `Trainer ${runner.trainer}` : null,
    runner.age == null ? null : `${runner.age}yo`,
    runner.weightLb ? formatWeight(runner.weightLb) : null,
    runner.draw == null ? null : `Draw ${runner.draw}`,
    runner.officialRating == null ? null : `OR ${runner.officialRating}`,
    runner.form ? `Form ${runner.form}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

type TPickSelectProps = ComponentProps<'select'> & { id: string; label: string; hint?: string };

/**
 * A labelled native select, drawn as SelectField draws one. NOTE: not SelectField itself: its label pulls Radix and the
 * app's entry into this lazy chunk's preload list, which every tip form's first load would carry (bundle budget).
 */
const PickSelect = ({ id, label, hint, children, ...props }: TPickSelectProps) => (
  <div>
    <label htmlFor={id} className="font-semibold text-ink text-sm">
      {label}
    </label>
    <select
      id={id}
      aria-describedby={hint ? `${id}-hint` : undefined}
      className={`${CONTROL_CLASSES} mt-1.5 pr-8`}
      {...props}
    >
      {children}
    </select>
    {hint ? (
      <p id={`${id}-hint`} className="mt-1 text-muted text-xs">
        {hint}
      </p>
    ) : null}
  </div>
);

/**
 * Issue 35 item 3: the course, race and runner picked from the day's imported card fill the tip form as if typed
 * (the server then adopts the card's race and entry by date, time, course and horse). "Not on the card" leaves the
 * typed fields to the admin. Loaded only when the date has a card, so the forms' first load does not carry it.
 */
export const CardPicker = ({ races, courses, idPrefix, form }: TCardPickerProps) => {
  // When the form's racecourse is no longer the picked course (typed over, or the form reset), the pick ends.
  const formCourse = useWatch({ control: form.control, name: 'racecourse' });
  const [course, setCourse] = useState('');
  const [raceId, setRaceId] = useState('');
  const [runnerId, setRunnerId] = useState('');
  if (course !== '' && formCourse !== course) {
    // Adjusting state while rendering (react.dev "storing information from previous renders"): no stale pick shows.
    setCourse('');
    setRaceId('');
    setRunnerId('');
  }
  const offered = races.filter((race) => courses.includes(race.racecourse));
  const courseNames = [...new Set(offered.map((race) => race.racecourse))].sort();
  const left = [...new Set(races.map((race) => race.racecourse))].filter((name) => !courses.includes(name));
  const courseRaces = offered.filter((race) => race.racecourse === course);
  const race = courseRaces.find((r) => String(r.id) === raceId) ?? null;
  const runner = race?.runnersOnCard.find((r) => String(r.id) === runnerId) ?? null;
  if (courseNames.length === 0) return null;

  /** Sets each field the form has, as if typed. */
  const onPick = (values: Partial<TCardValues>) => {
    const current = form.getValues();
    for (const [name, value] of Object.entries(values)) {
      if (!(name in current)) continue;
      form.setValue(name as keyof TCardForm, value as string, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      });
    }
  };
  const onCourse = (value: string) => {
    setCourse(value);
    setRaceId('');
    setRunnerId('');
    if (value) onPick({ racecourse: value });
  };
  const onRace = (value: string) => {
    setRaceId(value);
    setRunnerId('');
    const picked = courseRaces.find((r) => String(r.id) === value);
    if (picked) onPick(cardValues(picked, null));
  };
  const onRunner = (value: string) => {
    setRunnerId(value);
    if (race) onPick(cardValues(race, race.runnersOnCard.find((r) => String(r.id) === value) ?? null));
  };

  return (
    <fieldset
      aria-describedby={`${idPrefix}-card-hint`}
      className="grid gap-4 rounded-card border border-line p-4 sm:col-span-2 md:grid-cols-3"
    >
      <legend className="px-1 font-semibold text-ink">Pick from the card</legend>
      <p id={`${idPrefix}-card-hint`} className="text-muted text-sm md:col-span-3">
        Picking a runner fills the race, the horse and its racecard details below. For a race not on the card,
        leave the course at “{NOT_ON_CARD}” and type it.
        {left.length > 0 ? ` Not offered here (not a racecourse the form lists): ${left.join(', ')}.` : ''}
      </p>
      <PickSelect
        id={`${idPrefix}-card-course`}
        label="Course on the card"
        value={course}
        onChange={(event) => onCourse(event.currentTarget.value)}
      >
        <option value="">{NOT_ON_CARD}</option>
        {courseNames.map((name) => (
          <option key={name}>{name}</option>
        ))}
      </PickSelect>
      {course ? (
        <PickSelect
          id={`${idPrefix}-card-race`}
          label="Race"
          hint={race ? raceFactsLine(race) : undefined}
          value={raceId}
          onChange={(event) => onRace(event.currentTarget.value)}
        >
          <option value="">Choose a race</option>
          {courseRaces.map((r) => (
            <option key={r.id} value={String(r.id)}>
              {raceLabel(r)}
            </option>
          ))}
        </PickSelect>
      ) : null}
      {race ? (
        <PickSelect
          id={`${idPrefix}-card-runner`}
          label="Runner"
          hint={runner ? runnerFacts(runner) || undefined : undefined}
          value={runnerId}
          onChange={(event) => onRunner(event.currentTarget.value)}
        >
          <option value="">Choose a runner</option>
          {race.runnersOnCard.map((r) => (
            // A non-runner is listed, so the card reads as printed, but cannot be tipped.
            <option key={r.id} value={String(r.id)} disabled={r.withdrawn}>
              {runnerLabel(r)}
            </option>
          ))}
        </PickSelect>
      ) : null}
    </fieldset>
  );
};
