import type { UseFormReturn } from 'react-hook-form';
import { TipDateField } from '~/web/components/tip-date-field';
import { TextField } from '~/web/components/ui/field';
import { SelectField } from '~/web/components/ui/select';
import { RacecardPicker } from '~/web/features/admin/components/racecard-picker';
import {
  AnalysisField,
  BetTypeField,
  CategoryField,
  ConfidenceField,
  OddsField,
  RacecourseField,
  RaceTimeField,
} from '~/web/features/admin/components/tip-fields';
import type { TTipForm, TTipFormOptions } from '../tip-form';

type TProps = { form: UseFormReturn<TTipForm>; options: TTipFormOptions };

/** The twelve fields of "Tip as created" (spec 2 section 3); each form passes its own option sets. */
export const TipFormFields = ({ form, options }: TProps) => {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TipDateField form={form} id="tip-tipDate" />
      <RacecardPicker form={form} courses={options.racecourses} idPrefix="tip" />
      <RacecourseField
        id="tip-racecourse"
        options={options.racecourses}
        error={errors.racecourse?.message}
        {...register('racecourse')}
      />
      <RaceTimeField id="tip-raceTime" error={errors.raceTime?.message} {...register('raceTime')} />
      <TextField
        id="tip-horseName"
        label="Horse name"
        autoComplete="off"
        error={errors.horseName?.message}
        {...register('horseName')}
      />
      <BetTypeField
        id="tip-betType"
        options={options.betTypes}
        error={errors.betType?.message}
        {...register('betType')}
      />
      <OddsField
        id="tip-odds"
        hint="Fractional, e.g. 5/1"
        placeholder="5/1"
        error={errors.odds?.message}
        {...register('odds')}
      />
      <SelectField
        id="tip-stake"
        label="Stake"
        options={options.stakes}
        error={errors.stake?.message}
        {...register('stake')}
      />
      <ConfidenceField
        id="tip-confidence"
        choices={options.confidence}
        error={errors.confidence?.message}
        {...register('confidence')}
      />
      <TextField
        id="tip-tipster"
        label="Tipster"
        autoComplete="off"
        error={errors.tipster?.message}
        {...register('tipster')}
      />
      <SelectField
        id="tip-accessLevel"
        label="Access level"
        options={options.accessLevels}
        error={errors.accessLevel?.message}
        {...register('accessLevel')}
      />
      <CategoryField
        id="tip-category"
        options={options.categories}
        error={errors.category?.message}
        {...register('category')}
      />
      <AnalysisField
        id="tip-analysis"
        rows={5}
        placeholder="Why we like it: form, going, trip, draw..."
        error={errors.analysis?.message}
        {...register('analysis')}
      />
    </div>
  );
};
