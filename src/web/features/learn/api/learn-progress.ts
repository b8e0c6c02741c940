import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { mergeBestScores } from '~/domain/learn';
import type { TLearnProgress, TLessonProgress } from '~/domain/learn.contract';
import { useViewer } from '~/web/lib/api/use-viewer';
import { ApiError, apiGet, apiRequest } from '~/web/lib/api-client';
import { forgetDeviceScores, getDeviceScores, saveDeviceScore, useDeviceScores } from '../device-progress';

/** Session-scoped (refetched when the user changes). Only the learning centre reads it. */
export const LEARN_PROGRESS_QUERY_KEY = ['learn', 'progress'] as const;

/** GET /api/learn/progress: the member's best score per lesson; null for a guest (401). */
export const getLearnProgress = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiGet<TLearnProgress>('/api/learn/progress', { signal });

export const learnProgressQueryOptions = () =>
  queryOptions({ queryKey: LEARN_PROGRESS_QUERY_KEY, queryFn: ({ signal }) => getLearnProgress({ signal }) });

/** PUT /api/learn/progress/:lessonId: the server keeps the best score and answers with it. */
export const putLessonScore = (lessonId: string, score: number) =>
  apiRequest<TLessonProgress>('PUT', `/api/learn/progress/${encodeURIComponent(lessonId)}`, { score });

const withLesson = (data: TLearnProgress | null | undefined, saved: TLessonProgress): TLearnProgress => ({
  lessons: [...(data?.lessons ?? []).filter((l) => l.lessonId !== saved.lessonId), saved],
});

/** One merge at a time per page: React may run the effect twice, and two tabs share nothing but the server. */
let merging: Promise<void> | null = null;

/**
 * The viewer's best score per lesson: the account's for a member (plus anything still waiting on this device), the
 * device's for a guest. A member's device scores are sent to the account once (the server keeps the best of both),
 * then forgotten here: this is how a guest's progress follows them when they sign in.
 */
export const useLearnProgress = () => {
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const device = useDeviceScores();
  const server = useQuery({ ...learnProgressQueryOptions(), enabled: viewer.isSignedIn });
  const serverData = server.data;

  useEffect(() => {
    if (!viewer.isSignedIn || !serverData || merging) return;
    const pending = Object.entries(getDeviceScores());
    if (pending.length === 0) return;
    const onServer = new Map(serverData.lessons.map((l) => [l.lessonId, l.bestScore]));
    merging = (async () => {
      const done: string[] = [];
      for (const [lessonId, score] of pending) {
        if ((onServer.get(lessonId) ?? -1) >= score) {
          done.push(lessonId);
          continue;
        }
        try {
          const saved = await putLessonScore(lessonId, score);
          queryClient.setQueryData(learnProgressQueryOptions().queryKey, (data) => withLesson(data, saved));
          done.push(lessonId);
        } catch (error) {
          // Refused for good (a lesson that no longer exists): drop it. Otherwise keep it for the next visit.
          if (error instanceof ApiError && error.status === 400) done.push(lessonId);
        }
      }
      forgetDeviceScores(done);
    })().finally(() => {
      merging = null;
    });
  }, [viewer.isSignedIn, serverData, queryClient]);

  const scores = useMemo(() => {
    if (!viewer.isSignedIn) return device;
    const account = Object.fromEntries((serverData?.lessons ?? []).map((l) => [l.lessonId, l.bestScore]));
    return mergeBestScores(account, device);
  }, [viewer.isSignedIn, serverData, device]);

  return {
    scores,
    isSignedIn: viewer.isSignedIn,
    /** False until we know who is looking and, for a member, what the account holds. */
    isReady: viewer.isKnown && (!viewer.isSignedIn || serverData !== undefined || server.isError),
  };
};

/**
 * Records a quiz score: on the account for a member, on the device for a guest. A member whose save fails (offline,
 * signed out elsewhere) keeps the score on the device; it reaches the account on the next visit.
 */
export const useSaveQuizScore = () => {
  const viewer = useViewer();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ lessonId, score }: { lessonId: string; score: number }) => {
      if (!viewer.isSignedIn) {
        saveDeviceScore(lessonId, score);
        return;
      }
      try {
        const saved = await putLessonScore(lessonId, score);
        queryClient.setQueryData(learnProgressQueryOptions().queryKey, (data) => withLesson(data, saved));
      } catch {
        saveDeviceScore(lessonId, score);
      }
    },
  });
};
