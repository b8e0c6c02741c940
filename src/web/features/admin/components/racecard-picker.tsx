import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { parseUkDateText } from '~/domain/uk-time';
import { racecardsQueryOptions } from '../api/get-racecards';
import type { TCardForm } from './card-picker';

// NOTE: loaded only once the date has a card, so the admin panel, /tips/new and /add-tip do not carry it up front.
const CardPicker = lazy(async () => ({ default: (await import('./card-picker')).CardPicker }));

type TProps<TForm extends TCardForm> = {
  form: UseFormReturn<TForm>;
  courses: readonly string[];
  idPrefix: string;
};

/**
 * "Pick from the card" for the tip date (issue 35 item 3): shown when GET /api/admin/racecards has races that day; a
 * new date starts a new pick.
 */
export const RacecardPicker = <TForm extends TCardForm>({ form, courses, idPrefix }: TProps<TForm>) => {
  const cardForm = form as unknown as UseFormReturn<TCardForm>;
  const date = parseUkDateText(useWatch({ control: cardForm.control, name: 'tipDate' }) ?? '');
  const card = useQuery({ ...racecardsQueryOptions(date ?? ''), enabled: date !== null });
  if (!date || !card.data?.length) return null;
  return (
    <Suspense fallback={null}>
      <CardPicker key={date} races={card.data} courses={courses} idPrefix={idPrefix} form={cardForm} />
    </Suspense>
  );
};
