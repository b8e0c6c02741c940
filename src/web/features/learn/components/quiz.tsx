import { ArrowRight, CheckCircle2, RotateCcw, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { hasPassed, QUIZ_PASS_PERCENT, quizPercent, type TQuestion } from '~/domain/learn';
import { Button } from '~/web/components/ui/button';
import { cn } from '~/web/lib/cn';

type TQuizProps = {
  lessonId: string;
  questions: readonly TQuestion[];
  /** Called once per submission with the number answered correctly. */
  onSubmitted: (correct: number) => void;
  /** "Continue Learning" after a pass. */
  onContinue: () => void;
  /** "Review Lesson & Try Again" after a fail (the answers are already cleared). */
  onRetry: () => void;
};

/** How an option is shown: before submitting only the pick; after, right and wrong picks and the missed answer. */
export const optionState = (
  question: TQuestion,
  picked: number | undefined,
  option: number,
  submitted: boolean,
) => {
  if (!submitted) return picked === option ? 'picked' : 'idle';
  if (option === question.correctAnswer) return picked === option ? 'right-picked' : 'right';
  return picked === option ? 'wrong-picked' : 'idle';
};

const OPTION_CLASSES = {
  idle: 'border-line bg-card',
  picked: 'border-brand-600 bg-brand-50 ring-1 ring-brand-600',
  right: 'border-won bg-won-50',
  'right-picked': 'border-won bg-won-50 ring-1 ring-won',
  'wrong-picked': 'border-lost bg-lost-50 ring-1 ring-lost',
} as const;

/**
 * A lesson's quiz (spec 2 sections 4, 5 and 8): Submit Answers stays disabled until every question has an answer; on
 * submission the answers lock, the right answers show green and wrong picks red, each with an icon and words (never
 * colour alone), and every explanation appears. Pass at 70% of the rounded score.
 */
export const Quiz = ({ lessonId, questions, onSubmitted, onContinue, onRetry }: TQuizProps) => {
  const [answers, setAnswers] = useState<(number | undefined)[]>(() => questions.map(() => undefined));
  const [submitted, setSubmitted] = useState(false);
  const resultRef = useRef<HTMLElement>(null);
  const answered = answers.filter((a) => a !== undefined).length;
  const correct = answers.filter((a, i) => a === questions[i]?.correctAnswer).length;
  const total = questions.length;
  const percent = quizPercent(correct, total);
  const passed = hasPassed(correct, total);

  useEffect(() => {
    if (submitted) resultRef.current?.focus();
  }, [submitted]);

  const submit = () => {
    if (submitted || answered < total) return;
    setSubmitted(true);
    onSubmitted(correct);
  };

  const retry = () => {
    setAnswers(questions.map(() => undefined));
    setSubmitted(false);
    onRetry();
  };

  return (
    <form
      aria-label="Quiz"
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {questions.map((question, q) => {
        const name = `${lessonId}-q${q}`;
        const picked = answers[q];
        const isRight = picked === question.correctAnswer;
        return (
          <fieldset
            key={question.question}
            className="rounded-card border border-line bg-card p-4 shadow-card sm:p-5"
            aria-describedby={submitted ? `${name}-explanation` : undefined}
          >
            <legend className="float-left w-full">
              <span className="block font-semibold text-brand-600 text-sm">
                Question {q + 1} of {total}
              </span>
              <span className="mt-1 block font-bold text-ink text-lg leading-snug">{question.question}</span>
            </legend>
            <div className="clear-both space-y-2 pt-3">
              {question.options.map((option, o) => {
                const state = optionState(question, picked, o, submitted);
                const id = `${name}-o${o}`;
                return (
                  <label
                    key={option}
                    htmlFor={id}
                    className={cn(
                      'flex min-h-12 items-start gap-3 rounded-lg border px-3 py-3 transition-colors',
                      OPTION_CLASSES[state],
                      submitted ? 'cursor-default' : 'cursor-pointer hover:border-brand-600',
                    )}
                  >
                    <input
                      id={id}
                      type="radio"
                      name={name}
                      value={o}
                      checked={picked === o}
                      disabled={submitted}
                      onChange={() => setAnswers((current) => current.map((a, i) => (i === q ? o : a)))}
                      className="mt-0.5 size-5 shrink-0 accent-brand-600"
                    />
                    <span className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
                      <span className="text-ink">{option}</span>
                      {state === 'right' || state === 'right-picked' ? (
                        <span className="inline-flex shrink-0 items-center gap-1 font-semibold text-sm text-won">
                          <CheckCircle2 aria-hidden="true" className="size-4" />
                          {state === 'right-picked' ? 'Your answer: correct' : 'Correct answer'}
                        </span>
                      ) : null}
                      {state === 'wrong-picked' ? (
                        <span className="inline-flex shrink-0 items-center gap-1 font-semibold text-lost text-sm">
                          <XCircle aria-hidden="true" className="size-4" />
                          Your answer: wrong
                        </span>
                      ) : null}
                    </span>
                  </label>
                );
              })}
            </div>
            {submitted ? (
              <p
                id={`${name}-explanation`}
                className={cn(
                  'mt-3 rounded-lg border-l-4 px-3 py-2 text-ink text-sm',
                  isRight ? 'border-won bg-won-50' : 'border-lost bg-lost-50',
                )}
              >
                <span className="font-semibold">{isRight ? 'Correct. ' : 'Not quite. '}</span>
                {question.explanation}
              </p>
            ) : null}
          </fieldset>
        );
      })}

      {submitted ? (
        <section
          ref={resultRef}
          tabIndex={-1}
          aria-labelledby="quiz-result-title"
          className={cn(
            'rounded-card border-2 p-5 outline-none',
            passed ? 'border-won bg-won-50' : 'border-lost bg-lost-50',
          )}
        >
          <h2 id="quiz-result-title" className="flex items-center gap-2 font-bold text-ink text-xl">
            {passed ? (
              <CheckCircle2 aria-hidden="true" className="size-6 text-won" />
            ) : (
              <XCircle aria-hidden="true" className="size-6 text-lost" />
            )}
            You scored {correct}/{total} ({percent}%)
          </h2>
          <p className="mt-1 text-ink">
            {passed
              ? 'Passed. This lesson is completed.'
              : `Not enough correct answers to pass. You need ${QUIZ_PASS_PERCENT}% to pass.`}
          </p>
          <div className="mt-4">
            {passed ? (
              <Button type="button" onClick={onContinue}>
                Continue Learning
                <ArrowRight aria-hidden="true" />
              </Button>
            ) : (
              <Button type="button" onClick={retry}>
                <RotateCcw aria-hidden="true" />
                Review Lesson & Try Again
              </Button>
            )}
          </div>
        </section>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-muted text-sm" aria-live="polite">
            {answered} of {total} answered
          </p>
          <Button type="submit" size="lg" disabled={answered < total}>
            Submit Answers
          </Button>
        </div>
      )}
    </form>
  );
};
