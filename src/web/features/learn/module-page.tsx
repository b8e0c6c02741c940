import { ArrowLeft, ArrowRight, Check, Clock, RotateCcw } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { findModule } from '~/content/learn';
import { isLessonCompleted, moduleProgressPercent, QUESTIONS_PER_LESSON } from '~/domain/learn';
import { Badge } from '~/web/components/ui/badge';
import { buttonClasses } from '~/web/components/ui/button';
import { Skeleton } from '~/web/components/ui/skeleton';
import { cn } from '~/web/lib/cn';
import { useLearnProgress } from './api/learn-progress';
import { LearnNotFound } from './components/learn-not-found';
import { ModuleProgressBar } from './components/progress-bar';

/** /learn/:moduleId: the module's lessons (spec 2 "Learning area", level 2). */
export const ModulePage = () => {
  const { moduleId } = useParams();
  const module = findModule(moduleId ?? '');
  const { scores, isReady } = useLearnProgress();
  useEffect(() => {
    if (module) document.title = `${module.title} | Learn Racing | RacePro`;
  }, [module]);
  if (!module) return <LearnNotFound what="module" />;

  const percent = moduleProgressPercent(module.id, scores);
  const completed = module.lessons.filter((l) => isLessonCompleted(scores[l.id] ?? 0)).length;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link to="/learn" className={cn(buttonClasses('ghost', 'sm'), '-ml-3')}>
        <ArrowLeft aria-hidden="true" />
        Back to Modules
      </Link>

      <header className="space-y-3">
        <h1 className="font-bold text-2xl text-brand leading-tight sm:text-3xl">{module.title}</h1>
        <p className="text-muted">{module.description}</p>
        <div className="rounded-card border border-line bg-card p-4 shadow-card">
          {isReady ? (
            <>
              <ModuleProgressBar percent={percent} label={`${module.title} progress`} />
              <p className="mt-2 text-muted text-sm">
                {completed} of {module.lessons.length} lessons completed
              </p>
            </>
          ) : (
            <Skeleton className="h-14" />
          )}
        </div>
      </header>

      <ol aria-label={`${module.title} lessons`} className="space-y-3">
        {module.lessons.map((lesson, index) => {
          const best = scores[lesson.id];
          const done = best !== undefined && isLessonCompleted(best);
          const titleId = `lesson-${lesson.id}`;
          return (
            <li
              key={lesson.id}
              className={cn(
                'flex flex-col gap-3 rounded-card border bg-card p-4 shadow-card sm:flex-row sm:items-center',
                done ? 'border-won/40' : 'border-line',
              )}
            >
              <div className="flex min-w-0 flex-1 items-start gap-3">
                <span
                  className={cn(
                    'inline-flex size-9 shrink-0 items-center justify-center rounded-full font-bold text-sm tabular-nums',
                    done ? 'bg-won text-white' : 'bg-brand-50 text-brand',
                  )}
                >
                  {done ? (
                    <>
                      <Check aria-hidden="true" className="size-5" />
                      <span className="sr-only">Lesson {index + 1}, completed</span>
                    </>
                  ) : (
                    <>
                      <span aria-hidden="true">{index + 1}</span>
                      <span className="sr-only">Lesson {index + 1}</span>
                    </>
                  )}
                </span>
                <div className="min-w-0">
                  <h2 id={titleId} className="font-bold text-ink leading-snug">
                    {lesson.title}
                  </h2>
                  <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-muted text-sm">
                    <span>{QUESTIONS_PER_LESSON} questions</span>
                    <span className="inline-flex items-center gap-1">
                      <Clock aria-hidden="true" className="size-3.5" />
                      {lesson.minutes} min read
                    </span>
                    {best !== undefined ? (
                      <span>
                        Best score {best}/{QUESTIONS_PER_LESSON}
                      </span>
                    ) : null}
                    {done ? <Badge variant="won">Completed</Badge> : null}
                  </p>
                </div>
              </div>
              <Link
                to={`/learn/${module.id}/${lesson.id}`}
                aria-describedby={titleId}
                className={cn(buttonClasses(done ? 'outline' : 'primary'), 'w-full sm:w-28')}
              >
                {done ? (
                  <>
                    <RotateCcw aria-hidden="true" />
                    Review
                  </>
                ) : (
                  <>
                    Start
                    <ArrowRight aria-hidden="true" />
                  </>
                )}
              </Link>
            </li>
          );
        })}
      </ol>
    </div>
  );
};
