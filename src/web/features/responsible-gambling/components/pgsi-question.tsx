import { PGSI_ANSWERS, type TPgsiAnswerScore } from '~/domain/pgsi';
import { cn } from '~/web/lib/cn';

type TPgsiQuestionProps = {
  id: string;
  number: number;
  text: string;
  value: TPgsiAnswerScore | null;
  onChange: (score: TPgsiAnswerScore) => void;
  /** Marks the question after "See my result" was pressed without an answer to it. */
  isMissing: boolean;
};

/** One question as a fieldset of native radio buttons drawn as chips: arrow keys, labels and focus come for free. */
export const PgsiQuestion = ({ id, number, text, value, onChange, isMissing }: TPgsiQuestionProps) => {
  const missingId = `pgsi-${id}-missing`;
  return (
    <fieldset
      aria-describedby={isMissing ? missingId : undefined}
      className={cn(
        'rounded-card border bg-card p-4 shadow-card sm:p-5',
        isMissing ? 'border-lost' : 'border-line',
      )}
    >
      {/* NOTE: the card's border is on the fieldset, so the legend floats: a legend otherwise sits on the border. */}
      <legend className="float-left flex w-full gap-3 font-semibold text-ink">
        <span
          aria-hidden="true"
          className="tabular inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand text-sm"
        >
          {number}
        </span>
        <span>
          <span className="sr-only">Question {number}:</span> {text}
        </span>
      </legend>
      {isMissing ? (
        <p id={missingId} className="clear-left pt-2 font-medium text-lost text-sm">
          Please choose an answer to this question.
        </p>
      ) : null}
      <div className="clear-left grid grid-cols-2 gap-2 pt-3 sm:grid-cols-4">
        {PGSI_ANSWERS.map((answer) => {
          const isChecked = value === answer.score;
          return (
            <label
              key={answer.score}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm',
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600 has-[:focus-visible]:outline-offset-2',
                isChecked
                  ? 'border-brand bg-brand-50 font-semibold text-brand'
                  : 'border-line bg-card text-ink hover:border-brand-600 hover:bg-brand-50',
              )}
            >
              <input
                type="radio"
                name={`pgsi-${id}`}
                value={answer.score}
                checked={isChecked}
                onChange={() => onChange(answer.score)}
                className="size-4 shrink-0 accent-brand focus-visible:outline-none"
              />
              {answer.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
};
