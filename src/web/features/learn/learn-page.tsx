import {
  ArrowRight,
  BookOpen,
  ChartLine,
  GraduationCap,
  type LucideIcon,
  PlayCircle,
  Trophy,
} from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { findLessonSummary, findModule, LEARN_MODULES } from '~/content/learn';
import {
  moduleProgressPercent,
  nextUnfinishedLesson,
  QUESTIONS_PER_LESSON,
  type TModuleId,
} from '~/domain/learn';
import { ShareButtons } from '~/web/components/share/share-buttons';
import { buttonClasses } from '~/web/components/ui/button';
import { PageHeader } from '~/web/components/ui/page-header';
import { Skeleton } from '~/web/components/ui/skeleton';
import { cn, LINK_CLASSES } from '~/web/lib/cn';
import { useLearnProgress } from './api/learn-progress';
import { ModuleProgressBar } from './components/progress-bar';

const MODULE_ICONS: Record<TModuleId, LucideIcon> = {
  basics: BookOpen,
  betting: Trophy,
  advanced: ChartLine,
};
const LEVELS: Record<TModuleId, string> = {
  basics: 'Beginner',
  betting: 'Intermediate',
  advanced: 'Advanced',
};

/** "Continue where you left off": the next unfinished lesson, once a quiz has been taken. */
const ContinueCard = ({ scores }: { scores: Readonly<Record<string, number>> }) => {
  const next = nextUnfinishedLesson(scores);
  if (!next) return null;
  const module = findModule(next.moduleId)!;
  const lesson = findLessonSummary(next.moduleId, next.lessonId)!;
  const number = module.lessons.indexOf(lesson) + 1;
  return (
    <section
      aria-labelledby="continue-title"
      className="flex flex-col gap-4 rounded-card border border-brand-600/30 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <PlayCircle aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand" />
        <div>
          <h2 id="continue-title" className="font-bold text-brand">
            Next up
          </h2>
          <p id="continue-lesson" className="mt-0.5 text-ink">
            {module.title}, lesson {number}: {lesson.title}
          </p>
        </div>
      </div>
      <Link
        to={`/learn/${module.id}/${lesson.id}`}
        className={cn(buttonClasses('primary'), 'shrink-0')}
        aria-describedby="continue-lesson"
      >
        Continue where you left off
        <ArrowRight aria-hidden="true" />
      </Link>
    </section>
  );
};

/** /learn: the three modules with their counts and progress (spec 2 "Learning area", level 1). */
export const LearnPage = () => {
  const { scores, isReady, isSignedIn } = useLearnProgress();
  useEffect(() => {
    document.title = 'Learn Racing | RacePro';
  }, []);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Learn Racing"
        description="Short lessons on British racing and betting, each with a six-question quiz. Pass with 70% to complete a lesson."
        actions={
          <ShareButtons
            variant="compact"
            title="Learn Racing | RacePro"
            text="Free lessons on British racing and betting, each with a six-question quiz."
          />
        }
      />

      {isReady ? <ContinueCard scores={scores} /> : null}

      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {LEARN_MODULES.map((module) => {
          const Icon = MODULE_ICONS[module.id];
          const lessons = module.lessons.length;
          const percent = moduleProgressPercent(module.id, scores);
          return (
            <li key={module.id} className="flex">
              <article
                aria-labelledby={`module-${module.id}`}
                className="flex w-full flex-col rounded-card border border-line bg-card p-5 shadow-card"
              >
                <div className="flex items-start gap-3">
                  <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <div className="min-w-0">
                    <p className="font-semibold text-muted text-xs uppercase tracking-wide">
                      {LEVELS[module.id]}
                    </p>
                    <h2 id={`module-${module.id}`} className="font-bold text-ink text-xl leading-tight">
                      {module.title}
                    </h2>
                  </div>
                </div>
                <p className="mt-3 flex-1 text-muted">{module.description}</p>
                <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 font-semibold text-ink text-sm">
                  <span>{lessons} lessons</span>
                  <span>{lessons * QUESTIONS_PER_LESSON} questions</span>
                </p>
                <div className="mt-3">
                  {isReady ? (
                    <ModuleProgressBar percent={percent} label={`${module.title} progress`} />
                  ) : (
                    <Skeleton className="h-8" />
                  )}
                </div>
                <Link
                  to={`/learn/${module.id}`}
                  className={cn(buttonClasses('primary'), 'mt-5 w-full')}
                  aria-describedby={`module-${module.id}`}
                >
                  Explore Module
                  <ArrowRight aria-hidden="true" />
                </Link>
              </article>
            </li>
          );
        })}
      </ul>

      <p className="flex items-start gap-2 text-muted text-sm">
        <GraduationCap aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {isSignedIn ? (
          <span>Your progress is saved to your account, so it follows you to any device.</span>
        ) : (
          <span>
            Your progress is kept on this device.{' '}
            <Link to="/sign-in?next=/learn" className={LINK_CLASSES}>
              Sign in
            </Link>{' '}
            to keep it with your account.
          </span>
        )}
      </p>
    </div>
  );
};
