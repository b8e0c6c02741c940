import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/api';
import { createDemoCard, type TDemoCard } from './demo-card';
import { createPublicTipsService, type TPublicTipsService } from './public-tips.service';
import {
  createTipAuthoringService,
  type TResultHook,
  type TTipAuthoringService,
} from './tip-authoring.service';
import { tipsRoutes } from './tips.routes';
import { createTrackRecordService, type TTrackRecordService } from './track-record.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Today's tips as each tier sees them (the hot read). */
    tips: TPublicTipsService;
    /** The administrator's writes: tips, results (settling bets), corrections, withdrawals. */
    tipAuthoring: TTipAuthoringService;
    trackRecord: TTrackRecordService;
    /** Present in demo mode: keeps the demo card rolling over. */
    demoCard: TDemoCard | null;
  }
}

export type TTipsModuleOptions = {
  /** Run inside a result's transaction (the bets module's settlement), so what follows from a result is atomic. */
  resultHooks: TResultHook[];
  /** Run once a result has committed. */
  afterResult?: () => Promise<unknown>;
  /** Roll the demo card over (demo mode). */
  demoCard: boolean;
};

/** Tips: today's lists, the track record, the administrator's authoring, and demo mode's rolling card. */
export const tipsModule = fp(
  async (app: FastifyInstance, { resultHooks, afterResult, demoCard }: TTipsModuleOptions) => {
    const services = { db: app.database.db, changes: app.changes };
    app.decorate('tips', createPublicTipsService(services));
    app.decorate('trackRecord', createTrackRecordService(services));
    app.decorate('tipAuthoring', createTipAuthoringService({ ...services, resultHooks, afterResult }));
    app.decorate(
      'demoCard',
      demoCard ? createDemoCard({ db: app.database.db, tips: app.tipAuthoring, log: app.log }) : null,
    );
    await registerApiRoutes(app, tipsRoutes);
  },
  { name: 'tips', dependencies: ['sessions', 'change-feed'] },
);
