import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '~/domain/auth.contract';
import type { TLessonId } from '~/domain/learn';
import {
  ZLearnProgress,
  ZLessonParams,
  ZLessonProgress,
  ZPutLessonProgressBody,
} from '~/domain/learn.contract';
import { requireUser } from '../../plugins/sessions';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

/** Learning progress: the best quiz score per lesson (signed-in users; a guest's progress stays on the device). */
export const learnRoutes: FastifyPluginAsyncZod = async (app) => {
  // The guard runs before validation: a guest gets 401 whatever the body.
  const member = { onRequest: app.guards.member };

  app.get(
    '/learn/progress',
    { ...member, schema: { response: { 200: ZLearnProgress, ...errors } } },
    async (request) => app.learn.progress(requireUser(request).id),
  );

  app.put(
    '/learn/progress/:lessonId',
    {
      ...member,
      schema: {
        params: ZLessonParams,
        body: ZPutLessonProgressBody,
        response: { 200: ZLessonProgress, ...errors },
      },
    },
    async (request) =>
      app.learn.record(
        requireUser(request).id,
        request.params.lessonId as TLessonId,
        request.body.score,
        app.now(),
      ),
  );
};
