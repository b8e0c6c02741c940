import type { UseFormReturn } from 'react-hook-form';
import type { TTier } from '~/domain/tiers';
import { ADMIN_FORM_OPTIONS } from '~/domain/tips';
import { FormField } from '~/web/components/ui/form-field';
import { Input } from '~/web/components/ui/input';
import type { TAdminTipForm } from '../admin-tip-form';
import { SelectInput, TextArea } from './field-controls';

type TProps = { form: UseFormReturn<TAdminTipForm> };

/** The admin's access choice: one of the four plans, in the product's one tier vocabulary. */
const ACCESS_CHOICES: ReadonlyArray<{ tier: TTier; hint: string }> = [
  { tier: 'Free', hint: 'Everyone' },
  { tier: 'Starter', hint: 'Starter and above' },
  { tier: 'Monthly', hint: 'Monthly and Lifetime' },
  { tier: 'Lifetime', hint: 'Lifetime only' },
];

/** The bet: type, odds, stake, confidence, category, analysis and who may see it. */
export const AdminTipBetFields = ({ form: { register, formState } }: TProps) => {
  const { errors } = formState;
  return (
    <>
      <FormField id="admin-tip-bet-type" label="Bet type" error={errors.betType?.message}>
        {({ describedBy, isInvalid }) => (
          <SelectInput
            id="admin-tip-bet-type"
            aria-invalid={isInvalid || undefined}
            aria-describedby={describedBy}
            {...register('betType')}
          >
            {ADMIN_FORM_OPTIONS.betTypes.map((betType) => (
              <option key={betType}>{betType}</option>
            ))}
          </SelectInput>
        )}
      </FormField>
      <FormField
        id="admin-tip-odds"
        label="Odds"
        hint="Fractional, e.g. 5/2 or Evens"
        error={errors.odds?.message}
      >
        {({ describedBy, isInvalid }) => (
          <Input
            id="admin-tip-odds"
            placeholder="5/2"
            autoComplete="off"
            className="tabular"
            aria-invalid={isInvalid || undefined}
            aria-describedby={describedBy}
            {...register('odds')}
          />
        )}
      </FormField>
      <FormField
        id="admin-tip-stake"
        label="Stake (points)"
        hint="1 to 5; 1 point when empty"
        error={errors.stake?.message}
      >
        {({ describedBy, isInvalid }) => (
          <Input
            id="admin-tip-stake"
            type="number"
            inputMode="numeric"
            min={1}
            max={5}
            step={1}
            aria-invalid={isInvalid || undefined}
            aria-describedby={describedBy}
            {...register('stake')}
          />
        )}
      </FormField>
      <FormField id="admin-tip-confidence" label="Confidence" error={errors.confidence?.message}>
        {({ describedBy, isInvalid }) => (
          <SelectInput
            id="admin-tip-confidence"
            aria-invalid={isInvalid || undefined}
            aria-describedby={describedBy}
            {...register('confidence')}
          >
            {ADMIN_FORM_OPTIONS.confidence.map(({ value, label }) => (
              <option key={value} value={String(value)}>
                {label}
              </option>
            ))}
          </SelectInput>
        )}
      </FormField>
      <FormField id="admin-tip-category" label="Category" error={errors.category?.message}>
        {({ describedBy, isInvalid }) => (
          <SelectInput
            id="admin-tip-category"
            aria-invalid={isInvalid || undefined}
            aria-describedby={describedBy}
            {...register('category')}
          >
            {ADMIN_FORM_OPTIONS.categories.map((category) => (
              <option key={category}>{category}</option>
            ))}
          </SelectInput>
        )}
      </FormField>
      <fieldset className="sm:col-span-2" aria-describedby="admin-tip-access-hint">
        <legend className="font-semibold text-ink text-sm">Who can see this tip</legend>
        <p id="admin-tip-access-hint" className="text-muted text-xs">
          Each plan includes the ones before it. Every tip becomes public once its result is in.
        </p>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {ACCESS_CHOICES.map(({ tier, hint }) => (
            <label
              key={tier}
              className="flex min-h-11 cursor-pointer items-start gap-2 rounded-lg border border-line bg-card p-2.5 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                value={tier}
                className="mt-0.5 size-4 accent-brand"
                {...register('accessLevel')}
              />
              <span>
                <span className="block font-semibold text-ink">{tier}</span>
                <span className="block text-muted text-xs">{hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <FormField
        id="admin-tip-analysis"
        label="Analysis"
        optional
        className="sm:col-span-2"
        error={errors.analysis?.message}
      >
        {({ describedBy, isInvalid }) => (
          <TextArea
            id="admin-tip-analysis"
            placeholder="Why we like it"
            aria-invalid={isInvalid || undefined}
            aria-describedby={describedBy}
            {...register('analysis')}
          />
        )}
      </FormField>
    </>
  );
};
