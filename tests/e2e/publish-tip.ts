import { request } from '@playwright/test';
import { expect } from './clock';

/**
 * Publishes a tip as the administrator (through the admin API, as the admin panel does) for the race at `slot`, and
 * checks it was created. `fields` override the defaults: a Free Win NAP at Sandown, 1pt, confidence 3.
 */
export const publishTip = async (
  baseURL: string | undefined,
  slot: { date: string; time: string },
  fields: { horseName: string } & Record<string, unknown>,
): Promise<{ id: number }> => {
  const admin = await request.newContext({ baseURL });
  try {
    await admin.post('/api/admin/login', { data: { username: 'admin', password: 'admin' } });
    const created = await admin.post('/api/admin/tips', {
      data: {
        tipDate: slot.date,
        raceTime: slot.time,
        racecourse: 'Sandown',
        betType: 'Win',
        odds: '3/1',
        stake: '1pt',
        analysis: 'A tip for an end-to-end journey.',
        confidence: 3,
        accessLevel: 'Free',
        category: 'NAP',
        ...fields,
      },
    });
    expect(created.status()).toBe(201);
    return (await created.json()) as { id: number };
  } finally {
    await admin.dispose();
  }
};
