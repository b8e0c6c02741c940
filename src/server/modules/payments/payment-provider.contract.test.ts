import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TConfig } from '../../config';
import { createTestApp, type TTestApp } from '../../test/test-app';
import {
  ProviderDeclinedError,
  ProviderUnavailableError,
  type TPaymentProvider,
  WebhookSignatureError,
} from './payment-provider';
import { createSandboxIntentsRepository } from './sandbox-intents.repository';
import { createSandboxProvider, type TSandboxProvider } from './sandbox-provider';
import { createStripeProvider } from './stripe-provider';
import { signedEvent, startFakeStripe, type TFakeStripe } from './test/fake-stripe';

const WEBHOOK_SECRET = 'whsec_contract_secret';
const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
const DECLINE_CARD = { number: '4000 0000 0000 0002', expiry: '12/34', cvc: '123' };

let app: TTestApp;
let fake: TFakeStripe;
let sandbox: TSandboxProvider;
let stripeSettings: NonNullable<TConfig['stripe']>;

beforeAll(async () => {
  [app, fake] = await Promise.all([createTestApp({ demo: false }), startFakeStripe()]);
  sandbox = createSandboxProvider(app.database.db);
  stripeSettings = {
    secretKey: 'sk_test_contract',
    publishableKey: 'pk_test_contract',
    webhookSecret: WEBHOOK_SECRET,
    api: fake.api,
  };
});
afterAll(async () => {
  await Promise.all([app?.close(), fake?.close()]);
});

let counter = 0;
const newIntentInput = (amountPence = 799) => {
  counter += 1;
  return {
    amountPence,
    currency: 'gbp' as const,
    description: 'RacePro Monthly (1 month)',
    metadata: { userId: String(1000 + counter), plan: 'Monthly' },
    idempotencyKey: `contract-${counter}-${Math.random()}`,
  };
};

/** What differs between the providers: how a buyer pays or is declined. */
type TSubject = {
  provider: () => TPaymentProvider;
  unknownId: string;
  pay: (intent: { id: string; clientSecret: string }) => Promise<void>;
  decline: (intent: { id: string; clientSecret: string }) => Promise<void>;
  /** Pence refunded on the intent, as the provider's own record has it. */
  refunded: (id: string) => Promise<number>;
};

const subjects: Array<{ name: string; subject: TSubject }> = [
  {
    name: 'sandbox',
    subject: {
      provider: () => sandbox,
      unknownId: 'pi_sandbox_000000000000000000000000',
      pay: async ({ clientSecret }) => {
        const intent = await sandbox.confirm(clientSecret, GOOD_CARD, new Date());
        expect(intent.status).toBe('succeeded');
      },
      decline: async ({ clientSecret }) => {
        const attempt = sandbox.confirm(clientSecret, DECLINE_CARD, new Date());
        await expect(attempt).rejects.toThrow(ProviderDeclinedError);
        await expect(attempt).rejects.toThrow('Your card was declined.');
      },
      refunded: async (id) => {
        const row = await createSandboxIntentsRepository(app.database.db).find(id);
        return row?.refundedAt ? row.amountPence : 0;
      },
    },
  },
  {
    name: 'stripe',
    subject: {
      provider: () => createStripeProvider(stripeSettings),
      unknownId: 'pi_fake_000000000000000000000000',
      pay: async ({ id }) => {
        fake.succeed(id);
      },
      decline: async ({ id }) => {
        fake.decline(id, 'Your card was declined.');
      },
      refunded: async (id) =>
        fake.refunds.filter((r) => r.payment_intent === id).reduce((sum, r) => sum + r.amount, 0),
    },
  },
];

describe.each(subjects)('the $name provider meets the payment provider contract', ({ subject }) => {
  let provider: TPaymentProvider;
  beforeAll(() => {
    provider = subject.provider();
  });

  it('creates an intent with a pi_ id and a client secret', async () => {
    const created = await provider.createIntent(newIntentInput());
    expect(created.id).toMatch(/^pi_/);
    expect(created.clientSecret).toContain('_secret_');
    expect(created.clientSecret.startsWith(`${created.id}_secret_`)).toBe(true);
  });

  it('retrieves a new intent as requiring a payment method, with the exact amount, currency and metadata', async () => {
    const input = newIntentInput(3999);
    const created = await provider.createIntent(input);
    const intent = await provider.retrieveIntent(created.id);
    expect(intent).toEqual({
      id: created.id,
      status: 'requires_payment_method',
      amountPence: 3999,
      currency: 'gbp',
      metadata: input.metadata,
      lastError: null,
    });
  });

  it('refunds a paid intent in full, once: a retry, or a refund already made, refunds nothing more', async () => {
    const created = await provider.createIntent(newIntentInput(3999));
    await subject.pay(created);
    const refund = { intentId: created.id, idempotencyKey: `refund-${created.id}`, now: new Date() };
    await provider.refund(refund);
    await provider.refund(refund);
    // Refunded already by other means (by hand, in the provider's dashboard): nothing more, and no error.
    await provider.refund({ ...refund, idempotencyKey: `by-hand-${created.id}` });
    expect(await subject.refunded(created.id)).toBe(3999);
    // As Stripe, the intent itself stays succeeded: the refund is recorded against it.
    expect((await provider.retrieveIntent(created.id))?.status).toBe('succeeded');
  });

  it('cancels an intent nobody has paid, and leaves a paid one succeeded', async () => {
    const unpaid = await provider.createIntent(newIntentInput());
    expect((await provider.cancelIntent(unpaid.id))?.status).toBe('canceled');
    expect((await provider.retrieveIntent(unpaid.id))?.status).toBe('canceled');
    const paid = await provider.createIntent(newIntentInput());
    await subject.pay(paid);
    expect((await provider.cancelIntent(paid.id))?.status).toBe('succeeded');
  });

  it('refuses to refund an intent that was never paid', async () => {
    const created = await provider.createIntent(newIntentInput());
    await expect(
      provider.refund({ intentId: created.id, idempotencyKey: `refund-${created.id}`, now: new Date() }),
    ).rejects.toThrow(ProviderDeclinedError);
    expect(await subject.refunded(created.id)).toBe(0);
  });

  it('answers null for an intent it never created', async () => {
    expect(await provider.retrieveIntent(subject.unknownId)).toBeNull();
  });

  it('reports succeeded once the buyer has paid', async () => {
    const created = await provider.createIntent(newIntentInput());
    await subject.pay(created);
    const intent = await provider.retrieveIntent(created.id);
    expect(intent?.status).toBe('succeeded');
    expect(intent?.amountPence).toBe(799);
    expect(intent?.lastError).toBeNull();
  });

  it('keeps a declined intent requiring a payment method, with the decline message', async () => {
    const created = await provider.createIntent(newIntentInput());
    await subject.decline(created);
    const intent = await provider.retrieveIntent(created.id);
    expect(intent?.status).toBe('requires_payment_method');
    expect(intent?.lastError).toBe('Your card was declined.');
  });

  it('lets a declined intent be paid with another card afterwards', async () => {
    const created = await provider.createIntent(newIntentInput());
    await subject.decline(created);
    await subject.pay(created);
    const intent = await provider.retrieveIntent(created.id);
    expect(intent?.status).toBe('succeeded');
    expect(intent?.lastError).toBeNull();
  });
});

describe('the Stripe provider only', () => {
  const provider = () => createStripeProvider(stripeSettings);

  it('sends the amount, currency, description, metadata and automatic payment methods as Stripe expects', async () => {
    const input = newIntentInput();
    const created = await provider().createIntent(input);
    const request = fake.requests.find(
      (r) => r.method === 'POST' && r.headers['idempotency-key'] === input.idempotencyKey,
    );
    expect(request?.headers.authorization).toBe('Bearer sk_test_contract');
    expect(request?.body).toEqual({
      amount: '799',
      currency: 'gbp',
      description: input.description,
      metadata: input.metadata,
      automatic_payment_methods: { enabled: 'true' },
    });
    expect(fake.intents.get(created.id)?.description).toBe(input.description);
  });

  it('returns the same intent for a retried create with the same idempotency key', async () => {
    const input = newIntentInput();
    const first = await provider().createIntent(input);
    const second = await provider().createIntent(input);
    expect(second).toEqual(first);
  });

  it('parses a correctly signed event into its id, type and intent', async () => {
    const created = await provider().createIntent(newIntentInput());
    fake.succeed(created.id);
    const event = signedEvent(WEBHOOK_SECRET, {
      id: 'evt_contract_good',
      type: 'payment_intent.succeeded',
      intent: fake.intents.get(created.id)!,
    });
    const parsed = await provider().parseWebhook(Buffer.from(event.payload), event.header);
    expect(parsed.id).toBe('evt_contract_good');
    expect(parsed.type).toBe('payment_intent.succeeded');
    expect(parsed.intent).toMatchObject({
      id: created.id,
      status: 'succeeded',
      amountPence: 799,
      currency: 'gbp',
      lastError: null,
    });
  });

  it('gives no intent for an event about something else', async () => {
    const event = signedEvent(WEBHOOK_SECRET, {
      id: 'evt_contract_other',
      type: 'customer.created',
      intent: { id: 'cus_1', object: 'customer' },
    });
    const parsed = await provider().parseWebhook(Buffer.from(event.payload), event.header);
    expect(parsed).toEqual({ id: 'evt_contract_other', type: 'customer.created', intent: null });
  });

  it('refuses a wrong signature, a missing header, a tampered body and a missing webhook secret', async () => {
    const created = await provider().createIntent(newIntentInput());
    const intent = fake.succeed(created.id);
    const good = signedEvent(WEBHOOK_SECRET, {
      id: 'evt_contract_bad',
      type: 'payment_intent.succeeded',
      intent,
    });
    const forged = signedEvent('whsec_someone_else', {
      id: 'evt_contract_bad',
      type: 'payment_intent.succeeded',
      intent,
    });
    const tampered = good.payload.replace('"amount":799', '"amount":1');
    expect(tampered).not.toBe(good.payload);

    await expect(provider().parseWebhook(Buffer.from(forged.payload), forged.header)).rejects.toThrow(
      WebhookSignatureError,
    );
    await expect(provider().parseWebhook(Buffer.from(good.payload), undefined)).rejects.toThrow(
      WebhookSignatureError,
    );
    await expect(provider().parseWebhook(Buffer.from(good.payload), '')).rejects.toThrow(
      WebhookSignatureError,
    );
    await expect(provider().parseWebhook(Buffer.from(good.payload), 'garbage')).rejects.toThrow(
      WebhookSignatureError,
    );
    await expect(provider().parseWebhook(Buffer.from(tampered), good.header)).rejects.toThrow(
      WebhookSignatureError,
    );
    const unconfigured = createStripeProvider({ ...stripeSettings, webhookSecret: null });
    await expect(unconfigured.parseWebhook(Buffer.from(good.payload), good.header)).rejects.toThrow(
      WebhookSignatureError,
    );
  });

  it('says the provider is unavailable when Stripe does not answer in time', async () => {
    const created = await provider().createIntent(newIntentInput());
    const impatient = createStripeProvider(stripeSettings, { timeoutMs: 300 });
    fake.delayMs = 1_000;
    try {
      await expect(impatient.retrieveIntent(created.id)).rejects.toThrow(ProviderUnavailableError);
    } finally {
      fake.delayMs = 0;
    }
    // Recovered: the same call answers again.
    expect((await impatient.retrieveIntent(created.id))?.id).toBe(created.id);
  });

  it('refuses a wrong secret key (not mistaken for an outage or a missing intent)', async () => {
    const wrongKey = createStripeProvider({ ...stripeSettings, secretKey: 'pk_test_not_a_secret' });
    const attempt = wrongKey.retrieveIntent('pi_fake_000000000000000000000000');
    await expect(attempt).rejects.toThrow();
    await expect(attempt).rejects.not.toThrow(ProviderUnavailableError);
  });

  it('is Stripe, with the publishable key for the browser', () => {
    expect(provider().kind).toBe('stripe');
    expect(provider().publishableKey).toBe('pk_test_contract');
  });
});

describe('the sandbox provider only', () => {
  it('is the sandbox, with no publishable key', () => {
    expect(sandbox.kind).toBe('sandbox');
    expect(sandbox.publishableKey).toBeNull();
  });

  it('refuses every webhook', async () => {
    await expect(sandbox.parseWebhook(Buffer.from('{}'), 't=1,v1=abc')).rejects.toThrow(
      WebhookSignatureError,
    );
    await expect(sandbox.parseWebhook(Buffer.from('{}'), undefined)).rejects.toThrow(WebhookSignatureError);
  });

  it('declines a wrong client secret without touching the intent', async () => {
    const created = await sandbox.createIntent(newIntentInput());
    for (const secret of [
      `${created.id}_secret_${'0'.repeat(32)}`,
      'pi_fake_1_secret_abc',
      'not-a-secret',
      '',
    ]) {
      await expect(sandbox.confirm(secret, GOOD_CARD, new Date())).rejects.toThrow(
        'This payment could not be found. Please start again.',
      );
    }
    expect((await sandbox.retrieveIntent(created.id))?.status).toBe('requires_payment_method');
  });

  it.each([
    [{ number: '4242 4242 4242 4241' }, 'Your card number is invalid.'],
    [{ number: '' }, 'Enter your card number'],
    [{ number: '4242-4242-abcd-4242' }, 'Card number must be digits only'],
    [{ expiry: '01/20' }, "Your card's expiration date is in the past."],
    [{ expiry: '13/30' }, 'Enter the expiry date as MM/YY'],
    [{ expiry: '' }, 'Enter the expiry date'],
    [{ cvc: '12' }, "Your card's security code is incomplete."],
    [{ cvc: '' }, 'Enter the security code'],
  ])('declines the card %o with "%s" and leaves the intent payable', async (change, message) => {
    const created = await sandbox.createIntent(newIntentInput());
    const attempt = sandbox.confirm(created.clientSecret, { ...GOOD_CARD, ...change }, new Date());
    await expect(attempt).rejects.toThrow(ProviderDeclinedError);
    await expect(attempt).rejects.toThrow(message);
    expect((await sandbox.retrieveIntent(created.id))?.status).toBe('requires_payment_method');
    await sandbox.confirm(created.clientSecret, GOOD_CARD, new Date());
    expect((await sandbox.retrieveIntent(created.id))?.status).toBe('succeeded');
  });

  it('confirms an intent once when two confirmations arrive at the same moment', async () => {
    const db = app.database.db;
    // Count the intent's status changes in the database itself, whatever path the code takes.
    await db.execute(
      sql`create table if not exists contract_transitions (id text, old_status text, new_status text)`,
    );
    await db.execute(sql`
      create or replace function contract_record_transition() returns trigger language plpgsql as $$
      begin
        if old.status is distinct from new.status then
          insert into contract_transitions values (new.id, old.status, new.status);
        end if;
        return new;
      end $$`);
    await db.execute(sql`drop trigger if exists contract_transition on sandbox_intents`);
    await db.execute(sql`
      create trigger contract_transition after update on sandbox_intents
      for each row execute function contract_record_transition()`);

    // Several rounds: which confirmation wins (and what the loser reads) depends on timing.
    for (let round = 0; round < 25; round += 1) {
      const created = await sandbox.createIntent(newIntentInput());
      const results = await Promise.all([
        sandbox.confirm(created.clientSecret, GOOD_CARD, new Date()),
        sandbox.confirm(created.clientSecret, GOOD_CARD, new Date()),
      ]);
      expect(
        results.map((r) => r.status),
        `round ${round}`,
      ).toEqual(['succeeded', 'succeeded']);
      expect((await sandbox.retrieveIntent(created.id))?.status).toBe('succeeded');

      const transitions = await db.execute(
        sql`select old_status, new_status from contract_transitions where id = ${created.id}`,
      );
      const rows = ('rows' in transitions ? transitions.rows : transitions) as Array<{
        old_status: string;
        new_status: string;
      }>;
      expect(rows.filter((r) => r.old_status === 'requires_payment_method')).toHaveLength(1);
      expect(rows.filter((r) => r.new_status === 'succeeded')).toHaveLength(1);
    }
  });

  it('answers a confirmation of an intent already paid with its succeeded state, without charging again', async () => {
    const created = await sandbox.createIntent(newIntentInput());
    await sandbox.confirm(created.clientSecret, GOOD_CARD, new Date());
    const again = await sandbox.confirm(created.clientSecret, DECLINE_CARD, new Date());
    expect(again.status).toBe('succeeded');
  });
});
