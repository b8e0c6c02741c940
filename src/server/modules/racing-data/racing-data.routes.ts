import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '~/domain/auth.contract';
import {
  importProblems,
  MAX_IMPORT_BYTES,
  type TImportProblem,
  ZRacecardsFile,
  ZResultsFile,
} from '~/domain/racing-data.contract';
import {
  ZAdminCardRace,
  ZAdminRacecardsQuery,
  ZImportQuery,
  ZImportRecord,
  ZImportRefusal,
  ZRacecardsSummary,
  ZResultsSummary,
} from '~/domain/racing-data-import.contract';
import { requireAdmin } from '../../plugins/sessions';

const HOUR_MS = 60 * 60 * 1000;
/** Imports an administrator may make in an hour: a busy racing day re-cards and results every few minutes. */
const IMPORTS_PER_HOUR = 120;
const errors = {
  401: ZErrorResponse,
  403: ZErrorResponse,
  413: ZErrorResponse,
  415: ZErrorResponse,
  429: ZErrorResponse,
};
const NOT_IMPORTED = 'The file was not imported: nothing was changed';

/**
 * The admin's Racing data tab (issue 35 item 4): POST a racecards or results file (its JSON as the body, the file name
 * as `?label=`), answered with what changed, or 400 with every row's problem and nothing written. The guard answers
 * 401/403 before the body is read; the body may be up to MAX_IMPORT_BYTES (the app's default is 256 KB).
 */
export const racingDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.guards.admin);

  /**
   * The file's problems as a 400 (at most 50 rows), or the request's other refusals as usual. NOTE: the routes attach
   * the body's validation error rather than throwing it, so a file's rows are answered as `problems`, by path.
   */
  const refuseFile = (request: FastifyRequest, reply: FastifyReply, schema: z.ZodType) => {
    const error = request.validationError as (Error & { validationContext?: string }) | undefined;
    if (error?.validationContext !== 'body') throw error;
    const parsed = schema.safeParse(request.body);
    const problems = parsed.success ? [] : importProblems(parsed.error);
    return reply.status(400).send({ error: NOT_IMPORTED, code: 'IMPORT_PROBLEMS', problems });
  };
  const countImport = (adminId: number) =>
    app.limitRate(
      `racing-import:${adminId}`,
      IMPORTS_PER_HOUR,
      HOUR_MS,
      'Too many imports. Please try again in an hour.',
    );
  const refuse = (reply: FastifyReply, problems: TImportProblem[]) =>
    reply.status(400).send({ error: NOT_IMPORTED, code: 'IMPORT_PROBLEMS', problems });
  const fileRoute = { bodyLimit: MAX_IMPORT_BYTES, attachValidation: true } as const;

  app.post(
    '/racecards',
    {
      ...fileRoute,
      schema: {
        querystring: ZImportQuery,
        body: ZRacecardsFile,
        response: { 200: ZRacecardsSummary, 400: z.union([ZImportRefusal, ZErrorResponse]), ...errors },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      await countImport(admin.id);
      if (request.validationError) return refuseFile(request, reply, ZRacecardsFile);
      const summary = await app.racingData.importRacecards(
        request.body.racecards,
        { source: 'import', adminId: admin.id, label: request.query.label || undefined },
        app.now(),
      );
      return summary.problems.length > 0 ? refuse(reply, summary.problems) : summary;
    },
  );

  app.post(
    '/results',
    {
      ...fileRoute,
      schema: {
        querystring: ZImportQuery,
        body: ZResultsFile,
        response: { 200: ZResultsSummary, 400: z.union([ZImportRefusal, ZErrorResponse]), ...errors },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      await countImport(admin.id);
      if (request.validationError) return refuseFile(request, reply, ZResultsFile);
      const summary = await app.racingData.importResults(
        request.body.results,
        { source: 'import', adminId: admin.id, label: request.query.label || undefined },
        app.now(),
      );
      return summary.problems.length > 0 ? refuse(reply, summary.problems) : summary;
    },
  );

  app.get(
    '/imports',
    { schema: { response: { 200: z.array(ZImportRecord), ...errors } } },
    async (request) => {
      requireAdmin(request);
      return app.racingData.recentImports();
    },
  );
};

/** GET /api/admin/racecards?date=: the day's imported cards (issue 35 item 3: the tip form picks from them). */
export const racecardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.guards.admin);
  app.get(
    '/racecards',
    {
      schema: {
        querystring: ZAdminRacecardsQuery,
        response: { 200: z.array(ZAdminCardRace), 400: ZErrorResponse, ...errors },
      },
    },
    async (request) => {
      requireAdmin(request);
      return app.racingData.cardsOn(request.query.date);
    },
  );
};
