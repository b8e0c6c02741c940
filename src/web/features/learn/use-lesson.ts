import { useQuery } from '@tanstack/react-query';
import { findLessonSummary, findModule, loadLesson } from '~/content/learn';
import type { TLessonId } from '~/domain/learn';

/**
 * A lesson's place in the course from the URL: its module, its summary and position, and the lesson's own chunk (its
 * text and quiz), loaded on demand. `found` is false for a module or lesson that does not exist.
 */
export const useLessonFromUrl = (moduleId: string | undefined, lessonId: string | undefined) => {
  const module = findModule(moduleId ?? '');
  const summary = findLessonSummary(moduleId ?? '', lessonId ?? '');
  const lesson = useQuery({
    // The text never changes while the page is open: load once per visit.
    queryKey: ['learn', 'lesson', summary?.id ?? 'none'],
    queryFn: () => loadLesson(summary!.id as TLessonId),
    enabled: Boolean(summary),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  const index = module && summary ? module.lessons.indexOf(summary) : -1;
  return {
    found: Boolean(module && summary),
    module,
    summary,
    index,
    next: module && index >= 0 ? module.lessons[index + 1] : undefined,
    lesson: lesson.data,
    isError: lesson.isError,
    retry: () => void lesson.refetch(),
  };
};
