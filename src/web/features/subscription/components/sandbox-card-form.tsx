import { Lock } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { cardNumberProblem, cvcProblem, expiryProblem, formatCardNumber, formatExpiry } from '~/domain/card';
import { Field, fieldAria, TextField } from '~/web/components/ui/field';
import { Input } from '~/web/components/ui/input';

export type TCard = { number: string; expiry: string; cvc: string };

type Props = {
  /** Disables every field while a payment is processing. */
  disabled: boolean;
  onSubmit: (card: TCard) => void;
  /** The form's id, so the dialog's Pay button (outside the form) submits it. */
  formId: string;
  /** Any field changed (the dialog clears a decline's message). */
  onEdit?: () => void;
  /** The id of the dialog's decline message, read with the card number while it shows. */
  describedBy?: string | undefined;
};

/** The card number's description, with the dialog's decline message added while it shows. */
const withDecline = <T extends { 'aria-describedby'?: string | undefined }>(aria: T, describedBy?: string) =>
  describedBy
    ? { ...aria, 'aria-describedby': [aria['aria-describedby'], describedBy].filter(Boolean).join(' ') }
    : aria;

const problemsOf = (card: TCard, now: Date) => ({
  number: cardNumberProblem(card.number),
  expiry: expiryProblem(card.expiry, now),
  cvc: cvcProblem(card.cvc),
});

/**
 * The sandbox's card form: the same checks as a provider's form (number, expiry, security code), each message under
 * its field after the first attempt. Nothing typed here leaves this server.
 */
export const SandboxCardForm = ({ disabled, onSubmit, formId, onEdit, describedBy }: Props) => {
  const [card, setCard] = useState<TCard>({ number: '', expiry: '', cvc: '' });
  const edit = (next: TCard) => {
    setCard(next);
    onEdit?.();
  };
  const [attempted, setAttempted] = useState(false);
  const problems = problemsOf(card, new Date());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (problems.number || problems.expiry || problems.cvc) {
      const first = problems.number ? 'card-number' : problems.expiry ? 'card-expiry' : 'card-cvc';
      document.getElementById(first)?.focus();
      return;
    }
    onSubmit(card);
  };

  const show = (field: keyof TCard) => (attempted ? (problems[field] ?? undefined) : undefined);

  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-4">
      <Field id="card-number" label="Card number" error={show('number')}>
        <div className="relative">
          <Input
            id="card-number"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            value={card.number}
            disabled={disabled}
            onChange={(e) => edit({ ...card, number: formatCardNumber(e.target.value) })}
            className="pr-10 tabular-nums"
            {...withDecline(fieldAria({ id: 'card-number', error: show('number') }), describedBy)}
          />
          <Lock
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
          />
        </div>
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <TextField
          id="card-expiry"
          label="Expiry (MM/YY)"
          error={show('expiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          value={card.expiry}
          disabled={disabled}
          onChange={(e) => edit({ ...card, expiry: formatExpiry(e.target.value) })}
          inputClassName="tabular-nums"
        />
        <TextField
          id="card-cvc"
          label="Security code"
          error={show('cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="CVC"
          maxLength={4}
          value={card.cvc}
          disabled={disabled}
          onChange={(e) => edit({ ...card, cvc: e.target.value.replace(/\D/g, '').slice(0, 4) })}
          inputClassName="tabular-nums"
        />
      </div>
    </form>
  );
};
