import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CheckboxField } from './checkbox-field';
import { Field, fieldAria, TextField } from './field';
import { Input } from './input';
import { PasswordField } from './password-field';
import { SelectField } from './select';
import { TextAreaField } from './textarea';

const ZRace = z.object({
  horse: z.string().trim().min(1, 'Horse name is required.'),
  course: z.string().min(1, 'Racecourse is required.'),
  analysis: z.string().max(10, 'Analysis is too long'),
  isHandicap: z.boolean(),
  password: z.string().min(8, 'At least 8 characters'),
});
type TRace = z.infer<typeof ZRace>;

/** A real react-hook-form form: the fields must carry `register(...)` through to their controls. */
const RaceForm = ({ onSave }: { onSave: (values: TRace) => void }) => {
  const { register, handleSubmit, formState } = useForm<TRace>({
    resolver: zodResolver(ZRace),
    defaultValues: { horse: '', course: '', analysis: '', isHandicap: false, password: '' },
  });
  const { errors } = formState;
  return (
    <form noValidate onSubmit={handleSubmit(onSave)}>
      <TextField
        id="horse"
        label="Horse name"
        hint="As on the racecard"
        error={errors.horse?.message}
        autoComplete="off"
        inputMode="text"
        {...register('horse')}
      />
      <SelectField
        id="course"
        label="Racecourse"
        emptyOption="Select a racecourse"
        options={['Ascot', { value: 'York', label: 'York (Knavesmire)' }]}
        error={errors.course?.message}
        {...register('course')}
      />
      <TextAreaField
        id="analysis"
        label="Analysis"
        optional
        rows={3}
        error={errors.analysis?.message}
        {...register('analysis')}
      />
      <CheckboxField
        id="handicap"
        label="Handicap"
        hint="Handicaps pay more places each way."
        {...register('isHandicap')}
      />
      <PasswordField
        id="password"
        label="Password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <button type="submit">Save</button>
    </form>
  );
};

describe('the form fields', () => {
  it('label their controls, read the hint with them and mark what is optional', () => {
    render(<RaceForm onSave={vi.fn()} />);

    const horse = screen.getByLabelText('Horse name');
    expect(horse).toHaveAttribute('autocomplete', 'off');
    expect(horse).toHaveAttribute('inputmode', 'text');
    expect(horse).toHaveAccessibleDescription('As on the racecard');
    expect(horse).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/^Analysis/)).toHaveAttribute('rows', '3');
    expect(screen.getByText('Optional')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Handicap' })).toHaveAccessibleDescription(
      'Handicaps pay more places each way.',
    );
    expect(
      screen.getAllByRole('option').map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['', 'Select a racecourse'],
      ['Ascot', 'Ascot'],
      ['York', 'York (Knavesmire)'],
    ]);
  });

  it('show each message under its field, invalid and described by it, and keep what was typed', async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    render(<RaceForm onSave={onSave} />);

    await user.type(screen.getByLabelText(/^Analysis/), 'Far too long to keep');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const horse = screen.getByLabelText('Horse name');
    expect(await screen.findByText('Horse name is required.')).toHaveAttribute('role', 'alert');
    expect(horse).toHaveAttribute('aria-invalid', 'true');
    expect(horse).toHaveAccessibleDescription('As on the racecard Horse name is required.');
    expect(screen.getByLabelText('Racecourse')).toHaveAccessibleDescription('Racecourse is required.');
    expect(screen.getByLabelText(/^Analysis/)).toHaveAccessibleDescription('Analysis is too long');
    expect(screen.getByLabelText(/^Analysis/)).toHaveValue('Far too long to keep');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('hand the typed, chosen and ticked values to the form', async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    render(<RaceForm onSave={onSave} />);

    await user.type(screen.getByLabelText('Horse name'), 'Kyprios');
    await user.selectOptions(screen.getByLabelText('Racecourse'), 'York');
    await user.click(screen.getByRole('checkbox', { name: 'Handicap' }));
    await user.type(screen.getByLabelText('Password'), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSave).toHaveBeenCalledWith(
      { horse: 'Kyprios', course: 'York', analysis: '', isHandicap: true, password: 'long-enough' },
      expect.anything(),
    );
  });

  it('let a custom control join the vocabulary through Field and fieldAria', () => {
    render(
      <Field id="card" label="Card number" hint="16 digits" error="Check the card number">
        <Input id="card" {...fieldAria({ id: 'card', hint: '16 digits', error: 'Check the card number' })} />
      </Field>,
    );
    const card = screen.getByLabelText('Card number');
    expect(card).toHaveAttribute('aria-invalid', 'true');
    expect(card).toHaveAccessibleDescription('16 digits Check the card number');
    expect(fieldAria({ id: 'card' })).toEqual({ 'aria-invalid': undefined, 'aria-describedby': undefined });
  });
});
