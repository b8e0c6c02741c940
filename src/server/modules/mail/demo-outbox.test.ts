import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZOutboxList } from '~/domain/mail.contract';
import { createTestApp, loginAs, type TTestApp } from '../../test/test-app';

/**
 * Issue 31 item 7: with DEMO=1 and no SMTP_URL nothing is sent, so the admin outbox is the only place a reset link
 * can be read; demo mode shows it there. Outside demo mode the body stays on the server (mail.test.ts).
 */
let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('the admin outbox in demo mode', () => {
  it('shows the reset mail with its link, and the link sets a new password', async () => {
    expect(app.config.demo).toBe(true);
    const asked = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'free@example.com' },
    });
    expect(asked.statusCode).toBe(202);

    const admin = await loginAs(app, 'admin', 'admin');
    const outbox = ZOutboxList.parse(
      (await app.inject({ method: 'GET', url: '/api/admin/outbox', headers: { cookie: admin } })).json(),
    );
    expect(outbox.delivery).toBe('outbox');
    const reset = outbox.entries.find((entry) => entry.kind === 'password_reset');
    expect(reset).toMatchObject({ recipient: 'free@example.com', status: 'pending' });
    const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(reset?.body ?? '')?.[1];
    expect(token, 'the reset link is in the body').toBeDefined();

    const done = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Fresh-Going-Good-77' },
    });
    expect(done.statusCode).toBe(204);
    expect(await loginAs(app, 'free@example.com', 'Fresh-Going-Good-77')).toMatch(/^racepro_session=/);
  });

  it('is still for administrators only', async () => {
    const member = await loginAs(app, 'lifetime@example.com');
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/outbox',
      headers: { cookie: member },
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('reset-password');
  });
});
