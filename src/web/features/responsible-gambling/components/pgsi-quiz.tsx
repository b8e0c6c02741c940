import { type FormEvent, useEffect, useRef, useState } from 'react';
import { PGSI_QUESTIONS, PGSI_TIMEFRAME, scorePgsi, type TPgsiAnswerScore } from '~/domain/pgsi';
import { Button } from '~/web/components/ui/button';
import { PgsiQuestion } from './pgsi-question';
import { PgsiResult } from './pgsi-result';

type TAnswers = Array<TPgsiAnswerScore | null>;

const noAnswers = (): TAnswers => PGSI_QUESTIONS.map(() => null);

/** "question 3", "questions 3 and 5", "questions 3, 5 and 9". */
const questionList = (numbers: number[]): string => {
  if (numbers.length === 1) return `question ${numbers[0]}`;
  return `questions ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
};

/**
 * The PGSI as a private quiz. NOTE: the answers live in this component's state only: nothing is sent to the server
 * or kept in the browser's storage, so they are gone when the page is left or reloaded.
 */
export const PgsiQuiz = () => {
  const [answers, setAnswers] = useState<TAnswers>(noAnswers);
  // "See my result" pressed: shows the result once all nine are answered, or names those still to answer.
  const [hasAsked, setHasAsked] = useState(false);
  const [resultRequest, setResultRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  const result = scorePgsi(answers);
  const answeredCount = answers.filter((answer) => answer !== null).length;
  const missing = hasAsked && !result.isComplete ? result.unanswered : [];

  useEffect(() => {
    if (resultRequest > 0) resultRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [resultRequest]);

  const onAnswer = (index: number, score: TPgsiAnswerScore) =>
    setAnswers((current) => current.map((answer, at) => (at === index ? score : answer)));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setHasAsked(true);
    if (result.isComplete) {
      setResultRequest((count) => count + 1);
      return;
    }
    // Take the keyboard to the first question still to answer, with its question in view (not under the header).
    const first = PGSI_QUESTIONS[(result.unanswered[0] ?? 1) - 1];
    const input = formRef.current?.querySelector<HTMLInputElement>(`input[name="pgsi-${first?.id}"]`);
    input?.closest('fieldset')?.scrollIntoView?.({ block: 'center' });
    input?.focus({ preventScroll: true });
  };

  const onClear = () => {
    setAnswers(noAnswers());
    setHasAsked(false);
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Problem Gambling Severity Index">
      <p className="font-semibold text-ink">{PGSI_TIMEFRAME}</p>
      <ol className="mt-3 space-y-3">
        {PGSI_QUESTIONS.map((question, index) => (
          <li key={question.id}>
            <PgsiQuestion
              id={question.id}
              number={index + 1}
              text={question.text}
              value={answers[index] ?? null}
              onChange={(score) => onAnswer(index, score)}
              isMissing={missing.includes(index + 1)}
            />
          </li>
        ))}
      </ol>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" size="lg">
          See my result
        </Button>
        <Button variant="outline" size="lg" onClick={onClear}>
          Clear my answers
        </Button>
        <p className="tabular text-muted text-sm sm:ml-auto">
          {answeredCount} of {PGSI_QUESTIONS.length} answered
        </p>
      </div>
      {missing.length > 0 ? (
        <p role="alert" className="mt-3 font-medium text-lost text-sm">
          Answer all {PGSI_QUESTIONS.length} questions to see your result. Still to answer:{' '}
          {questionList(missing)}.
        </p>
      ) : null}
      <div ref={resultRef} aria-live="polite" className="mt-5 scroll-mt-24">
        {hasAsked && result.isComplete ? <PgsiResult score={result.score} band={result.band} /> : null}
      </div>
    </form>
  );
};
