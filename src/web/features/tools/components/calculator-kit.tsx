/** What the calculators share besides the form fields (src/web/components/ui/field.tsx): money inputs, results. */
import { type ComponentProps, type FormEvent, type ReactNode, type RefObject, useRef } from 'react';
import { Input } from '~/web/components/ui/input';
import { cn } from '~/web/lib/cn';

export const selectClasses =
  'block min-h-11 w-full rounded-lg border border-muted/70 bg-card px-3 py-2 text-base text-ink disabled:cursor-not-allowed disabled:bg-void-50 disabled:opacity-70';

/** A sum of money typed into a calculator, in pounds: a number field with the decimal keypad on a phone. */
export const PoundsInput = ({
  onValueChange,
  className,
  ...props
}: Omit<ComponentProps<typeof Input>, 'type' | 'onChange'> & { onValueChange: (value: string) => void }) => (
  <Input
    type="number"
    inputMode="decimal"
    min={0}
    step="any"
    onChange={(event) => onValueChange(event.target.value)}
    className={cn('tabular-nums', className)}
    {...props}
  />
);

/**
 * The figures follow the inputs as they are typed; the calculate button moves focus to them, so a screen reader hears
 * the results. `resultsRef` goes on the calculator's ResultsPanel.
 */
export const useResultsFocus = () => {
  const resultsRef = useRef<HTMLElement>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    resultsRef.current?.focus();
  };
  return { resultsRef, onSubmit };
};

/** A calculator's results, focusable from script (useResultsFocus). */
export const ResultsPanel = ({
  ref,
  label,
  children,
}: {
  ref: RefObject<HTMLElement | null>;
  label: string;
  children: ReactNode;
}) => (
  <section ref={ref} tabIndex={-1} aria-label={label} className="space-y-3 focus:outline-none">
    {children}
  </section>
);
