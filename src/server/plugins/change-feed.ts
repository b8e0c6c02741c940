import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import type { TDatabase } from '../db/client';
import { noExpression, notifyExpression, type TSqlExpression } from '../db/notify';

export const CHANGE_CHANNEL = 'racepro_changes';

type TListener = (payload: string) => void;

export type TChangeFeed = {
  /** Tell this instance (at once) and every other instance on the same PostgreSQL (via NOTIFY) that `topic` changed. */
  publish: (topic: string, payload?: string) => Promise<void>;
  /**
   * `publish` for a change a transaction makes, without a round trip of its own: `expression` goes into a statement
   * the transaction runs anyway (a RETURNING list); on PostgreSQL it notifies every other instance when the
   * transaction commits, and never if it rolls back. Call `deliverHere` after the commit to tell this instance.
   */
  publishOnCommit: (
    topic: string,
    payload?: string,
  ) => { expression: TSqlExpression; deliverHere: () => void };
  subscribe: (topic: string, listener: TListener) => void;
  /** False while the PostgreSQL listener is down: caches must not serve then, or they could be stale. */
  isReliable: () => boolean;
};

/**
 * Invalidation that reaches every instance within a second. On PGlite there is one process, so local delivery is
 * the whole story. On PostgreSQL a dedicated connection LISTENs; if it drops, `isReliable()` is false (caches
 * bypass themselves) until it reconnects.
 */
export const changeFeedPlugin = fp(
  async (app: FastifyInstance, { database }: { database: TDatabase }) => {
    const listeners = new Map<string, Set<TListener>>();
    const deliver = (topic: string, payload: string) => {
      for (const listener of listeners.get(topic) ?? []) listener(payload);
    };
    /** Gives the LISTEN connection back (destroyed when it failed), once: our handlers come off it first. */
    let releaseListenClient: ((destroy: boolean) => void) | null = null;
    let listenClient: pg.PoolClient | null = null;
    let reliable = database.kind === 'pglite';
    let closing = false;

    const connect = async (): Promise<void> => {
      if (!database.pool || closing) return;
      try {
        const client = await database.pool.connect();
        let released = false;
        const onNotification = (message: pg.Notification) => {
          const [topic, ...rest] = (message.payload ?? '').split('|');
          if (topic) deliver(topic, rest.join('|'));
        };
        // NOTE: without the once-only guard, an error arriving after close had released the client (a database
        // being dropped terminates its connections) released it a second time, which pg-pool throws on.
        const release = (destroy: boolean) => {
          if (released) return;
          released = true;
          client.off('notification', onNotification);
          client.off('error', onError);
          if (listenClient === client) listenClient = null;
          client.release(destroy);
        };
        const onError = () => {
          reliable = false;
          release(true);
          if (!closing) setTimeout(() => void connect(), 500).unref();
        };
        client.on('notification', onNotification);
        client.on('error', onError);
        try {
          await client.query(`listen ${CHANGE_CHANNEL}`);
        } catch (error) {
          release(true);
          throw error;
        }
        listenClient = client;
        releaseListenClient = release;
        reliable = true;
        // Anything may have changed while we were not listening.
        for (const topic of listeners.keys()) deliver(topic, '*');
      } catch (error) {
        app.log.warn({ err: error }, 'change feed: LISTEN failed; retrying');
        if (!closing) setTimeout(() => void connect(), 1000).unref();
      }
    };
    await connect();

    const feed: TChangeFeed = {
      async publish(topic, payload = '') {
        deliver(topic, payload);
        if (database.pool)
          await database.pool.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, `${topic}|${payload}`]);
      },
      publishOnCommit(topic, payload = '') {
        return {
          expression: database.pool
            ? notifyExpression(CHANGE_CHANNEL, `${topic}|${payload}`)
            : noExpression(),
          deliverHere: () => deliver(topic, payload),
        };
      },
      subscribe(topic, listener) {
        const set = listeners.get(topic) ?? new Set();
        set.add(listener);
        listeners.set(topic, set);
      },
      isReliable: () => reliable,
    };
    app.decorate('changes', feed);
    app.addHook('preClose', async () => {
      closing = true;
      if (listenClient) {
        await listenClient.query(`unlisten ${CHANGE_CHANNEL}`).catch(() => {});
        releaseListenClient?.(false);
        releaseListenClient = null;
      }
    });
  },
  { name: 'change-feed' },
);

declare module 'fastify' {
  interface FastifyInstance {
    changes: TChangeFeed;
  }
}
