import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '~/domain/auth.contract';
import { ZSiteInfo } from '~/domain/site.contract';
import type { TConfig } from '../../config';

/** Public, non-secret settings the web app needs (an allowlist: nothing else from the config leaves the server). */
export const siteRoutes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app, { config }) => {
  const demoAccounts = config.demo
    ? {
        password: DEMO_PASSWORD,
        members: DEMO_ACCOUNTS.map(({ email, tier }) => ({ email, tier })),
        admin: {
          username: config.admin.username,
          password: config.admin.isDefault ? config.admin.password : null,
        },
      }
    : null;
  app.get('/site', { schema: { response: { 200: ZSiteInfo } } }, async () => ({
    demo: config.demo,
    supportEmail: config.supportEmail,
    publicSiteUrl: config.publicSiteUrl,
    trader: { name: config.traderName, address: config.traderAddress, email: config.supportEmail },
    demoAccounts,
  }));

  app.get('/health', async () => ({ status: 'ok' }));
};
