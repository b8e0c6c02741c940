import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSiteInfo } from '~/domain/site';
import type { TConfig } from '../../config';

/** Public, non-secret settings the web app needs (an allowlist: nothing else from the config leaves the server). */
export const siteRoutes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app, { config }) => {
  app.get('/site', { schema: { response: { 200: ZSiteInfo } } }, async () => ({
    demo: config.demo,
    supportEmail: config.supportEmail,
    publicSiteUrl: config.publicSiteUrl,
  }));

  app.get('/health', async () => ({ status: 'ok' }));
};
