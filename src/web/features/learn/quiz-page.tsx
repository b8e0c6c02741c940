import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { hasPassed, QUIZ_PASS_PERCENT, quizPercent } from '~/domain/learn';
import { buttonClasses } from '~/web/components/ui/button';
import { toast } from '~/web/components/ui/use-toast';
import { cn } from '~/web/lib/cn';
import { useSaveQuizScore } from './api/learn-progress';
import { LearnNotFound } from './components/learn-not-found';
import { Quiz } from './components/quiz';
import { LessonLoading } from './lesson-page';
import { useLessonFromUrl } from './use-lesson';

/** /learn/:moduleId/:lessonId/quiz: the lesson's six questions. Answers live only on this screen until submitted. */
export const QuizPage = () => {
  const { moduleId, lessonId } = useParams();
  const navigate = useNavigate();
  const { found, module, summary, lesson, isError, retry } = useLessonFromUrl(moduleId, lessonId);
  const save = useSaveQuizScore();
  useEffect(() => {
    if (summary) document.title = `Quiz: ${summary.title} | Learn Racing | RacePro`;
  }, [summary]);
  if (!found || !module || !summary) return <LearnNotFound what="lesson" />;

  const lessonPath = `/learn/${module.id}/${summary.id}`;

  const onSubmitted = (correct: number) => {
    const total = lesson?.questions.length ?? 0;
    const score = `You scored ${correct}/${total} (${quizPercent(correct, total)}%).`;
    // Spec 2 section 8.
    if (hasPassed(correct, total)) toast({ title: 'Quiz Completed!', description: `${score} Well done!` });
    else
      toast({
        title: 'Quiz Result',
        description: `${score} You need ${QUIZ_PASS_PERCENT}% to pass. Try again!`,
      });
    save.mutate({ lessonId: summary.id, score: correct });
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link to={lessonPath} className={cn(buttonClasses('ghost', 'sm'), '-ml-3')}>
        <ArrowLeft aria-hidden="true" />
        Back to the lesson
      </Link>
      <header className="space-y-2">
        <p className="font-semibold text-brand-600 text-sm">{module.title} · Quiz</p>
        <h1 className="font-bold text-2xl text-brand leading-tight sm:text-3xl">{summary.title}</h1>
        <p className="text-muted">
          Answer every question, then submit. You need {QUIZ_PASS_PERCENT}% (5 of 6) to complete the lesson.
        </p>
      </header>
      {lesson ? (
        <Quiz
          key={lesson.id}
          lessonId={lesson.id}
          questions={lesson.questions}
          onSubmitted={onSubmitted}
          onContinue={() => navigate(`/learn/${module.id}`)}
          onRetry={() => navigate(lessonPath)}
        />
      ) : (
        <LessonLoading isError={isError} retry={retry} />
      )}
    </div>
  );
};
