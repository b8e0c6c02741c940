import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { type FieldValues, type Path, type PathValue, type UseFormReturn, useWatch } from 'react-hook-form';
import { parseUkDateText } from '~/domain/uk-time';
import { racecardsQueryOptions } from '../api/get-racecards';
import type { TCardValues } from '../card-values';

// NOTE: loaded only once the date has a card, so the admin panel, /tips/new and /add-tip do not carry it up front.
const CardPicker = lazy(async () => ({ default: (await import('./card-picker')).CardPicker }));

type TCardForm = { tipDate: string; racecourse: string; raceTime: string; horseName: string };

type TProps<TForm extends TCardForm & FieldValues> = {
  form: UseFormReturn<TForm>;
  courses: readonly string[];
  idPrefix: string;
};

/**
 * "Pick from the card" for the tip date (issue 35 item 3): shown when GET /api/admin/racecards has races that day.
 * A pick sets each field the form has (the admin panel's form takes the racecard facts too) as if typed; a new date
 * starts a new pick.
 */
export const RacecardPicker = <TForm extends TCardForm & FieldValues>({
  form,
  courses,
  idPrefix,
}: TProps<TForm>) => {
  const tipDate = useWatch({ control: form.control, name: 'tipDate' as Path<TForm> }) as string;
  const formCourse = useWatch({ control: form.control, name: 'racecourse' as Path<TForm> }) as string;
  const date = parseUkDateText(tipDate ?? '');
  const card = useQuery({ ...racecardsQueryOptions(date ?? ''), enabled: date !== null });
  if (!date || !card.data || card.data.length === 0) return null;

  const onPick = (values: Partial<TCardValues>) => {
    const current = form.getValues();
    for (const [name, value] of Object.entries(values)) {
      if (!(name in current)) continue;
      form.setValue(name as Path<TForm>, value as PathValue<TForm, Path<TForm>>, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      });
    }
  };

  return (
    <Suspense fallback={null}>
      <CardPicker
        key={date}
        races={card.data}
        courses={courses}
        idPrefix={idPrefix}
        formCourse={formCourse ?? ''}
        onPick={onPick}
      />
    </Suspense>
  );
};
