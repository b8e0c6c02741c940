import { TextField, type TTextFieldProps } from '~/web/components/ui/field';
import { SelectField, type TSelectFieldProps } from '~/web/components/ui/select';
import { TextAreaField, type TTextAreaFieldProps } from '~/web/components/ui/textarea';

/**
 * The fields every tip form shares (the admin panel's Add New Tip, /tips/new and /add-tip): each form passes its ids,
 * `register(...)`, its messages and its own option sets, and says only what differs.
 */
type TFixed<TProps, TKeys extends keyof TProps = never> = Omit<TProps, 'label' | TKeys>;

export const RacecourseField = (props: TFixed<TSelectFieldProps, 'emptyOption'>) => (
  <SelectField label="Racecourse" emptyOption="Select a racecourse" {...props} />
);

export const RaceTimeField = (props: TFixed<TTextFieldProps, 'hint' | 'placeholder'>) => (
  <TextField
    label="Race time"
    hint="24-hour UK time, e.g. 14:30"
    placeholder="HH:MM"
    autoComplete="off"
    {...props}
  />
);

export const BetTypeField = (props: TFixed<TSelectFieldProps>) => <SelectField label="Bet type" {...props} />;

export const OddsField = (props: TFixed<TTextFieldProps>) => (
  <TextField label="Odds" autoComplete="off" inputClassName="tabular" {...props} />
);

export const ConfidenceField = ({
  choices,
  ...props
}: TFixed<TSelectFieldProps, 'options'> & { choices: readonly { value: number; label: string }[] }) => (
  <SelectField
    label="Confidence"
    options={choices.map(({ value, label }) => ({ value: String(value), label }))}
    {...props}
  />
);

export const CategoryField = (props: TFixed<TSelectFieldProps>) => (
  <SelectField label="Category" {...props} />
);

export const AnalysisField = (props: TFixed<TTextAreaFieldProps>) => (
  <TextAreaField label="Analysis" className="sm:col-span-2" {...props} />
);
