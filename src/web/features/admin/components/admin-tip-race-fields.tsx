import type { UseFormReturn } from 'react-hook-form';
import { RACECOURSES } from '~/domain/racecourses';
import { TipDateField } from '~/web/components/tip-date-field';
import { CheckboxField } from '~/web/components/ui/checkbox-field';
import { TextField } from '~/web/components/ui/field';
import type { TAdminTipForm } from '../admin-tip-form';
import { RacecardPicker } from './racecard-picker';
import { RacecourseField, RaceTimeField } from './tip-fields';

type TProps = { form: UseFormReturn<TAdminTipForm> };

export const AdminTipRaceFields = ({ form }: TProps) => {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <>
      <TipDateField form={form} id="admin-tip-date" />
      <RacecardPicker form={form} courses={RACECOURSES} idPrefix="admin-tip" />
      <RacecourseField
        id="admin-tip-racecourse"
        options={RACECOURSES}
        error={errors.racecourse?.message}
        {...register('racecourse')}
      />
      <RaceTimeField
        id="admin-tip-time"
        inputMode="numeric"
        error={errors.raceTime?.message}
        {...register('raceTime')}
      />
      <TextField
        id="admin-tip-horse"
        label="Horse"
        autoComplete="off"
        error={errors.horseName?.message}
        {...register('horseName')}
      />
      <TextField
        id="admin-tip-runners"
        label="Runners"
        optional
        hint="Sets the each-way place terms (8 assumed when empty)."
        error={errors.runners?.message}
        type="number"
        inputMode="numeric"
        min={1}
        max={40}
        {...register('runners')}
      />
      <CheckboxField
        id="admin-tip-handicap"
        label="Handicap"
        hint="Handicaps pay more places each way."
        className="self-center pt-2"
        {...register('isHandicap')}
      />
    </>
  );
};
