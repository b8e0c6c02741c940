import { EventEmitter } from 'node:events';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { TDatabase } from '../db/client';
import { changeFeedPlugin } from './change-feed';

/** A pooled client that, like pg-pool's, throws when released twice and handles its own errors once idle. */
const fakeClient = () => {
  const client = Object.assign(new EventEmitter(), {
    releases: 0,
    query: async () => ({ rows: [] }),
    release() {
      client.releases += 1;
      if (client.releases > 1)
        throw new Error('Release called on client which has already been released to the pool.');
      client.on('error', () => {}); // pg-pool's idle listener
    },
  });
  return client;
};

const feedOn = async () => {
  const client = fakeClient();
  const database = {
    kind: 'postgres',
    db: null,
    pool: { connect: async () => client, query: async () => ({ rows: [] }) },
    close: async () => {},
  } as unknown as TDatabase;
  const app = Fastify();
  await app.register(changeFeedPlugin, { database });
  await app.ready();
  return { app, client };
};

describe('change feed LISTEN connection', () => {
  it('is released once when an error arrives after close (a dropped database ends its connections)', async () => {
    const { app, client } = await feedOn();
    expect(app.changes.isReliable()).toBe(true);
    await app.close();
    expect(client.releases).toBe(1);
    // Before the fix this released the client a second time, and pg-pool threw an uncaught exception.
    expect(() =>
      client.emit('error', new Error('terminating connection due to administrator command')),
    ).not.toThrow();
    expect(client.releases).toBe(1);
  });

  it('gives a failed connection back once and stops serving caches until it reconnects', async () => {
    const { app, client } = await feedOn();
    client.emit('error', new Error('connection lost'));
    client.emit('error', new Error('connection lost again'));
    expect(client.releases).toBe(1);
    expect(app.changes.isReliable()).toBe(false);
    await app.close();
  });
});
