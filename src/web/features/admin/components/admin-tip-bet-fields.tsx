import type { UseFormReturn } from 'react-hook-form';
import type { TTier } from '~/domain/tiers';
import { ADMIN_FORM_OPTIONS } from '~/domain/tips';
import { TextField } from '~/web/components/ui/field';
import type { TAdminTipForm } from '../admin-tip-form';
import { AnalysisField, BetTypeField, CategoryField, ConfidenceField, OddsField } from './tip-fields';

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
      <BetTypeField
        id="admin-tip-bet-type"
        options={ADMIN_FORM_OPTIONS.betTypes}
        error={errors.betType?.message}
        {...register('betType')}
      />
      <OddsField
        id="admin-tip-odds"
        hint="Fractional, e.g. 5/2 or Evens"
        placeholder="5/2"
        error={errors.odds?.message}
        {...register('odds')}
      />
      <TextField
        id="admin-tip-stake"
        label="Stake (points)"
        hint="1 to 5; 1 point when empty"
        error={errors.stake?.message}
        type="number"
        inputMode="numeric"
        min={1}
        max={5}
        step={1}
        {...register('stake')}
      />
      <ConfidenceField
        id="admin-tip-confidence"
        choices={ADMIN_FORM_OPTIONS.confidence}
        error={errors.confidence?.message}
        {...register('confidence')}
      />
      <CategoryField
        id="admin-tip-category"
        options={ADMIN_FORM_OPTIONS.categories}
        error={errors.category?.message}
        {...register('category')}
      />
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
      <AnalysisField
        id="admin-tip-analysis"
        optional
        placeholder="Why we like it"
        error={errors.analysis?.message}
        {...register('analysis')}
      />
    </>
  );
};
