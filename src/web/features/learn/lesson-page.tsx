import { ArrowLeft, CheckCircle2, Clock, ListChecks, PlayCircle } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { isLessonCompleted, QUESTIONS_PER_LESSON, QUIZ_PASS_PERCENT } from '~/domain/learn';
import { ShareButtons } from '~/web/components/share/share-buttons';
import { Badge } from '~/web/components/ui/badge';
import { Button, buttonClasses } from '~/web/components/ui/button';
import { Skeleton } from '~/web/components/ui/skeleton';
import { Spinner } from '~/web/components/ui/spinner';
import { cn } from '~/web/lib/cn';
import { useLearnProgress } from './api/learn-progress';
import { LearnNotFound } from './components/learn-not-found';
import { LessonContent } from './components/lesson-content';
import { useLessonFromUrl } from './use-lesson';

/** The lesson text is loading (its own chunk), or failed to load. */
export const LessonLoading = ({ isError, retry }: { isError: boolean; retry: () => void }) =>
  isError ? (
    <div role="alert" className="rounded-card border border-lost/40 bg-lost-50 p-4 text-ink">
      <p className="font-semibold">We could not load this lesson.</p>
      <p className="mt-1 text-sm">Check your connection and try again.</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={retry}>
        Try again
      </Button>
    </div>
  ) : (
    <div className="space-y-4">
      <p className="flex items-center gap-2 text-muted">
        <Spinner label="Loading lesson..." />
        <span aria-hidden="true">Loading lesson...</span>
      </p>
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-24" />
      <Skeleton className="h-24" />
    </div>
  );

/** /learn/:moduleId/:lessonId: the lesson text and Start Quiz (spec 2 "Learning area", level 3). */
export const LessonPage = () => {
  const { moduleId, lessonId } = useParams();
  const { found, module, summary, index, lesson, isError, retry } = useLessonFromUrl(moduleId, lessonId);
  const { scores } = useLearnProgress();
  useEffect(() => {
    if (summary) document.title = `${summary.title} | Learn Racing | RacePro`;
  }, [summary]);
  if (!found || !module || !summary) return <LearnNotFound what="lesson" />;

  const best = scores[summary.id];
  const done = best !== undefined && isLessonCompleted(best);
  const quizPath = `/learn/${module.id}/${summary.id}/quiz`;

  return (
    <article aria-labelledby="lesson-title" className="mx-auto max-w-3xl space-y-6">
      <Link to={`/learn/${module.id}`} className={cn(buttonClasses('ghost', 'sm'), '-ml-3')}>
        <ArrowLeft aria-hidden="true" />
        Back to Lessons
      </Link>

      <header className="space-y-3 border-line border-b pb-5">
        <p className="font-semibold text-brand-600 text-sm">
          {module.title} · Lesson {index + 1} of {module.lessons.length}
        </p>
        <h1 id="lesson-title" className="font-bold text-2xl text-brand leading-tight sm:text-3xl">
          {summary.title}
        </h1>
        {lesson ? <p className="text-lg text-muted">{lesson.summary}</p> : null}
        <p className="flex flex-wrap items-center gap-x-4 gap-y-2 text-muted text-sm">
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {summary.minutes} min read
          </span>
          <span className="inline-flex items-center gap-1">
            <ListChecks aria-hidden="true" className="size-4" />
            {QUESTIONS_PER_LESSON}-question quiz
          </span>
          {done ? (
            <Badge variant="won">
              <CheckCircle2 aria-hidden="true" className="size-3.5" />
              Completed
            </Badge>
          ) : null}
          {best !== undefined ? (
            <span>
              Best score {best}/{QUESTIONS_PER_LESSON}
            </span>
          ) : null}
        </p>
      </header>

      {lesson ? <LessonContent blocks={lesson.content} /> : <LessonLoading isError={isError} retry={retry} />}

      {lesson ? (
        <section
          aria-labelledby="quiz-call"
          className="flex flex-col gap-4 rounded-card border border-line bg-card p-5 shadow-card sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <h2 id="quiz-call" className="font-bold text-ink text-lg">
              {done ? 'Take the quiz again' : 'Ready to test yourself?'}
            </h2>
            <p className="mt-1 text-muted">
              {QUESTIONS_PER_LESSON} questions on this lesson. Score {QUIZ_PASS_PERCENT}% or more to complete
              it.
            </p>
          </div>
          <Link to={quizPath} className={cn(buttonClasses('primary', 'lg'), 'shrink-0')}>
            <PlayCircle aria-hidden="true" />
            Start Quiz
          </Link>
        </section>
      ) : null}

      {lesson ? (
        <section aria-labelledby="share-lesson" className="space-y-3">
          <h2 id="share-lesson" className="font-semibold text-ink">
            Share this lesson
          </h2>
          <ShareButtons
            title={`${summary.title} | Learn Racing`}
            text={`${summary.title}: ${lesson.summary}`}
          />
        </section>
      ) : null}
    </article>
  );
};
