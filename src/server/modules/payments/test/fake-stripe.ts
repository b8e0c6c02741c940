import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A small fake of the Stripe API for tests: the official `stripe` client talks to it when given
 * `{ host: '127.0.0.1', port, protocol: 'http' }`. It implements only what our provider uses (create and retrieve
 * payment intents), plus controls a test uses to play the parts Stripe's checkout would (pay, decline, tamper) and
 * to simulate a provider that does not answer in time.
 */

export type TFakeIntent = {
  id: string;
  object: 'payment_intent';
  client_secret: string;
  status: string;
  amount: number;
  currency: string;
  description: string | null;
  metadata: Record<string, string>;
  last_payment_error: { type: string; code: string; message: string } | null;
  automatic_payment_methods: { enabled: boolean } | null;
  created: number;
  livemode: false;
};

export type TFakeRequest = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The decoded form body (`metadata[userId]` becomes `{ metadata: { userId } }`). */
  body: Record<string, unknown>;
  status: number;
};

export type TFakeStripe = {
  /** Pass as `config.stripe.api` (or the provider's `api`). */
  api: { host: string; port: number; protocol: 'http' };
  intents: Map<string, TFakeIntent>;
  /** Refunds made, in order (a refund of the whole amount when none is given, as Stripe does). */
  refunds: { id: string; payment_intent: string; amount: number; status: 'succeeded' }[];
  /** While true, a refund is answered 500 (Stripe having trouble): the refund stays owed. */
  failRefunds: boolean;
  /** Every request the fake answered, in order. */
  requests: TFakeRequest[];
  /** Each request waits this long before it is handled (set it above the client's timeout to simulate one). */
  delayMs: number;
  /** Pays the intent, as a card confirmed on Stripe's form would. */
  succeed(id: string): TFakeIntent;
  /** A declined card: the intent still requires a payment method and carries the decline message. */
  decline(id: string, message?: string): TFakeIntent;
  setStatus(id: string, status: string): TFakeIntent;
  /** Changes Stripe's own record (what a mismatch check must catch). */
  tamper(
    id: string,
    changes: { amount?: number; currency?: string; metadata?: Record<string, string> },
  ): TFakeIntent;
  close(): Promise<void>;
};

/** Stripe's form encoding (`a[b][c]=v`) back into nested objects. */
const decodeForm = (raw: string): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const [head, ...rest] = key.split('[');
    const path = [head!, ...rest.map((part) => part.replace(/]$/, ''))];
    let target = out;
    for (const segment of path.slice(0, -1)) {
      const next = target[segment];
      if (typeof next !== 'object' || next === null) target[segment] = {};
      target = target[segment] as Record<string, unknown>;
    }
    target[path[path.length - 1]!] = value;
  }
  return out;
};

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

const stripeError = (type: string, message: string, code?: string) => ({
  error: { type, message, ...(code ? { code } : {}) },
});

export const startFakeStripe = async (): Promise<TFakeStripe> => {
  const intents = new Map<string, TFakeIntent>();
  const byIdempotencyKey = new Map<string, string>();
  const requests: TFakeRequest[] = [];
  const refunds: TFakeStripe['refunds'] = [];
  const refundByIdempotencyKey = new Map<string, TFakeStripe['refunds'][number]>();
  const timers = new Set<NodeJS.Timeout>();

  const handle = (req: IncomingMessage, rawBody: string): { status: number; body: unknown } => {
    const auth = req.headers.authorization ?? '';
    if (!/^Bearer sk_test_\w+$/.test(auth)) {
      return {
        status: 401,
        body: stripeError('invalid_request_error', 'Invalid API Key provided.'),
      };
    }
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = decodeForm(rawBody);
    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const key = req.headers['idempotency-key'];
      const existing = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
      if (existing) return { status: 200, body: intents.get(existing) };
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 1 || typeof body.currency !== 'string') {
        return {
          status: 400,
          body: stripeError(
            'invalid_request_error',
            'Missing or invalid amount or currency.',
            'parameter_invalid',
          ),
        };
      }
      const id = `pi_fake_${hex(12)}`;
      const automatic = body.automatic_payment_methods as { enabled?: string } | undefined;
      const intent: TFakeIntent = {
        id,
        object: 'payment_intent',
        client_secret: `${id}_secret_${hex(12)}`,
        status: 'requires_payment_method',
        amount,
        currency: body.currency,
        description: typeof body.description === 'string' ? body.description : null,
        metadata: { ...((body.metadata as Record<string, string> | undefined) ?? {}) },
        last_payment_error: null,
        automatic_payment_methods: automatic ? { enabled: automatic.enabled === 'true' } : null,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      intents.set(id, intent);
      if (typeof key === 'string') byIdempotencyKey.set(key, id);
      return { status: 200, body: intent };
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      if (fake.failRefunds) {
        return { status: 500, body: stripeError('api_error', 'An unknown error occurred.') };
      }
      const key = req.headers['idempotency-key'];
      const existing = typeof key === 'string' ? refundByIdempotencyKey.get(key) : undefined;
      if (existing) return { status: 200, body: { object: 'refund', ...existing } };
      const intent = typeof body.payment_intent === 'string' ? intents.get(body.payment_intent) : undefined;
      if (!intent) {
        return {
          status: 400,
          body: stripeError('invalid_request_error', 'No such payment_intent.', 'resource_missing'),
        };
      }
      const refunded = refunds
        .filter((r) => r.payment_intent === intent.id)
        .reduce((sum, r) => sum + r.amount, 0);
      if (intent.status !== 'succeeded') {
        return {
          status: 400,
          body: stripeError(
            'invalid_request_error',
            `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
          ),
        };
      }
      if (refunded >= intent.amount) {
        return {
          status: 400,
          body: stripeError(
            'invalid_request_error',
            `Charge for ${intent.id} has already been refunded.`,
            'charge_already_refunded',
          ),
        };
      }
      const refund = {
        id: `re_fake_${hex(12)}`,
        payment_intent: intent.id,
        amount: body.amount === undefined ? intent.amount - refunded : Number(body.amount),
        status: 'succeeded' as const,
      };
      refunds.push(refund);
      if (typeof key === 'string') refundByIdempotencyKey.set(key, refund);
      return { status: 200, body: { object: 'refund', ...refund } };
    }
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(url.pathname);
    if (req.method === 'POST' && cancel) {
      const intent = intents.get(decodeURIComponent(cancel[1]!));
      if (!intent) {
        return {
          status: 404,
          body: stripeError('invalid_request_error', 'No such payment_intent.', 'resource_missing'),
        };
      }
      // Stripe cancels an intent that has not been paid; a paid or cancelled one cannot be.
      if (intent.status === 'succeeded' || intent.status === 'canceled' || intent.status === 'processing') {
        return {
          status: 400,
          body: stripeError(
            'invalid_request_error',
            `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
            'payment_intent_unexpected_state',
          ),
        };
      }
      intent.status = 'canceled';
      return { status: 200, body: intent };
    }
    const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && match) {
      const id = decodeURIComponent(match[1]!);
      const intent = intents.get(id);
      if (!intent) {
        return {
          status: 404,
          body: stripeError('invalid_request_error', `No such payment_intent: '${id}'`, 'resource_missing'),
        };
      }
      return { status: 200, body: intent };
    }
    return {
      status: 404,
      body: stripeError(
        'invalid_request_error',
        `Unrecognized request URL (${req.method}: ${url.pathname}).`,
      ),
    };
  };

  const respond = (req: IncomingMessage, res: ServerResponse, rawBody: string) => {
    let result: { status: number; body: unknown };
    try {
      result = handle(req, rawBody);
    } catch (error) {
      result = { status: 500, body: stripeError('api_error', String(error)) };
    }
    requests.push({
      method: req.method ?? '',
      path: req.url ?? '',
      headers: req.headers,
      body: decodeForm(rawBody),
      status: result.status,
    });
    // The client may have given up (a timeout): the work above still happened, as it would at Stripe.
    if (res.destroyed) return;
    res.writeHead(result.status, {
      'content-type': 'application/json',
      'request-id': `req_fake_${hex(6)}`,
    });
    res.end(JSON.stringify(result.body));
  };

  const fake: TFakeStripe = {
    api: { host: '127.0.0.1', port: 0, protocol: 'http' },
    intents,
    refunds,
    failRefunds: false,
    requests,
    delayMs: 0,
    succeed: (id) => update(id, { status: 'succeeded', last_payment_error: null }),
    decline: (id, message = 'Your card was declined.') =>
      update(id, {
        status: 'requires_payment_method',
        last_payment_error: { type: 'card_error', code: 'card_declined', message },
      }),
    setStatus: (id, status) => update(id, { status }),
    tamper: (id, changes) => update(id, changes),
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };

  function update(id: string, changes: Partial<TFakeIntent>): TFakeIntent {
    const intent = intents.get(id);
    if (!intent) throw new Error(`fake stripe: no intent ${id}`);
    Object.assign(intent, changes);
    return intent;
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      if (fake.delayMs <= 0) return respond(req, res, rawBody);
      const timer = setTimeout(() => {
        timers.delete(timer);
        respond(req, res, rawBody);
      }, fake.delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.api.port = (server.address() as AddressInfo).port;
  return fake;
};

/**
 * A webhook event as Stripe would deliver it, signed with `secret` (offline, as Stripe's own test helper does).
 * Send `payload` as the raw body and `header` as the `stripe-signature` header.
 */
export const signedEvent = (
  secret: string,
  event: { id: string; type: string; intent: object },
): { payload: string; header: string } => {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type: event.type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: event.intent },
  });
  return { payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
};
