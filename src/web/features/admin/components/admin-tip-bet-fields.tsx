import { Switch } from 'radix-ui';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { ADMIN_FORM_OPTIONS } from '~/domain/tips';
import { FormField } from '~/web/components/ui/form-field';
import { Input } from '~/web/components/ui/input';
import { Label } from '~/web/components/ui/label';
import { cn, FOCUS_RING } from '~/web/lib/cn';
import type { TAdminTipForm } from '../admin-tip-form';
import { SelectInput, TextArea } from './field-controls';

type TProps = { form: UseFormReturn<TAdminTipForm> };

/** The bet: type, odds, stake, confidence, category, analysis and who may see it. */
export const AdminTipBetFields = ({ form: { register, control, formState } }: TProps) => {
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
      <Controller
        control={control}
        name="isPremium"
        render={({ field }) => (
          <div className="flex items-center gap-3 self-center pt-2">
            <Switch.Root
              id="admin-tip-premium"
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              aria-describedby="admin-tip-premium-hint"
              className={cn(
                'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-muted/60 transition-colors data-[state=checked]:bg-brand',
                FOCUS_RING,
              )}
            >
              <Switch.Thumb className="block size-5 translate-x-1 rounded-full bg-card shadow-card transition-transform data-[state=checked]:translate-x-6" />
            </Switch.Root>
            <div>
              <Label htmlFor="admin-tip-premium">Premium Tip (Subscribers Only)</Label>
              <p id="admin-tip-premium-hint" className="text-muted text-xs">
                Off: free for everyone. On: Starter plan and above.
              </p>
            </div>
          </div>
        )}
      />
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
