import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/api';
import { createBetEditsService, type TBetEditsService } from './bet-edits.service';
import { createBetReportsService, type TBetReportsService } from './bet-reports.service';
import { betsRoutes } from './bets.routes';
import { createManualBetsService, type TManualBetsService } from './manual-bets.service';
import { multipleBetsRoutes } from './multiple-bets.routes';
import { createMultiplePlacementService, type TMultiplePlacementService } from './multiple-placement.service';
import { createPlacementService, type TPlacementService } from './placement.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Placing tracked bets (every rule in one locked transaction) and importing device bets. */
    bets: TPlacementService;
    /** Bets typed in by hand on races not on our card, and the member's results for them. */
    manualBets: TManualBetsService;
    /** A member's corrections and voids of their bets, audited. */
    betEdits: TBetEditsService;
    /** Placing tracked multiples (doubles to Goliaths) under the same rules. */
    multipleBets: TMultiplePlacementService;
    /** My Bets: pages, summary, CSV. */
    betReports: TBetReportsService;
  }
}

/** The bet tracker. Bets are settled by the tips module's result path (app.ts hands it `settleEntryBets`). */
export const betsModule = fp(
  async (app: FastifyInstance) => {
    const services = { db: app.database.db, changes: app.changes };
    app.decorate('bets', createPlacementService(services));
    app.decorate('betReports', createBetReportsService(services));
    app.decorate('manualBets', createManualBetsService(services));
    app.decorate('betEdits', createBetEditsService(services));
    app.decorate('multipleBets', createMultiplePlacementService(services));
    await registerApiRoutes(app, betsRoutes);
    await registerApiRoutes(app, multipleBetsRoutes);
  },
  { name: 'bets', dependencies: ['sessions', 'change-feed'] },
);
