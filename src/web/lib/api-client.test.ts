import { afterEach, describe, expect, it, vi } from 'vitest';
import type { THttpMethod } from '~/web/lib/api-client';
import { ApiError, apiDeleteWithBody, apiGet, apiRequest } from '~/web/lib/api-client';
import { expectConsoleError } from '~/web/test/console-guard';

type TFetchMock = ReturnType<typeof vi.fn<typeof fetch>>;

const stubFetch = (response: () => Response): TFetchMock => {
  const fetchMock = vi.fn<typeof fetch>(async () => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The init object passed to the n-th fetch call. */
const initOf = (fetchMock: TFetchMock, call = 0): RequestInit => {
  const init = fetchMock.mock.calls[call]?.[1];
  expect(init).toBeDefined();
  return init as RequestInit;
};

const headerNames = (init: RequestInit): string[] =>
  [...new Headers(init.headers).keys()].map((name) => name.toLowerCase());

/** Captures a rejection so its fields can be asserted. */
const rejectionOf = async (promise: Promise<unknown>): Promise<unknown> => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiGet (reads)', () => {
  it('sends a GET to the given URL with credentials included and parses the JSON body', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ remaining: 42, percentRemaining: 0.42 }));

    const result = await apiGet<{ remaining: number }>('/api/promo/early-adopter-count');

    expect(result).toEqual({ remaining: 42, percentRemaining: 0.42 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/promo/early-adopter-count');
    const init = initOf(fetchMock);
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
  });

  it('passes the abort signal through to fetch', async () => {
    const fetchMock = stubFetch(() => jsonResponse([]));
    const controller = new AbortController();

    await apiGet('/api/tips/today', { signal: controller.signal });

    expect(initOf(fetchMock).signal).toBe(controller.signal);
  });

  it('resolves null for a 401 without throwing or logging, and lets go of the body', async () => {
    const response = new Response(JSON.stringify({ error: 'Not signed in' }), { status: 401 });
    stubFetch(() => response);

    // Nothing logged: the console guard would fail this test.
    await expect(apiGet('/api/bets?status=Open')).resolves.toBeNull();
    // An unread body keeps the request open in Chromium (the page never reaches network idle).
    expect(response.bodyUsed).toBe(true);
  });

  it('throws ApiError "{status}: {body text}" for a non-OK read other than 401', async () => {
    expectConsoleError(/^API error/);
    stubFetch(
      () => new Response('Database unavailable', { status: 500, statusText: 'Internal Server Error' }),
    );

    const error = await rejectionOf(apiGet('/api/tips/premium'));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    const apiError = error as ApiError;
    expect(apiError.message).toBe('500: Database unavailable');
    expect(apiError.status).toBe(500);
    expect(apiError.url).toBe('/api/tips/premium');
    expect(apiError.bodyText).toBe('Database unavailable');
    expect(apiError.name).toBe('ApiError');
  });

  it('uses the status text when the error body is empty: "{status}: {statusText}"', async () => {
    expectConsoleError(/^API error/);
    stubFetch(() => new Response('', { status: 503, statusText: 'Service Unavailable' }));

    const error = await rejectionOf(apiGet('/api/tips/free'));

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('503: Service Unavailable');
  });

  it('treats 403 and 404 reads as errors, not as empty results', async () => {
    expectConsoleError(/^API error/);
    stubFetch(() => new Response('Forbidden area', { status: 403, statusText: 'Forbidden' }));
    await expect(apiGet('/api/admin')).rejects.toThrow('403: Forbidden area');

    stubFetch(() => new Response(null, { status: 404, statusText: 'Not Found' }));
    await expect(apiGet('/api/missing')).rejects.toThrow('404: Not Found');
  });

  it('logs a failed read via console.error with url, status and message', async () => {
    const logged = expectConsoleError(/^API error/);
    stubFetch(() => new Response('Boom', { status: 502, statusText: 'Bad Gateway' }));

    await rejectionOf(apiGet('/api/bets?status=Won&status=Lost'));

    expect(logged.calls).toHaveLength(1);
    const loggedObject = logged.calls[0]?.find(
      (argument: unknown) => typeof argument === 'object' && argument !== null,
    );
    expect(loggedObject).toEqual(
      expect.objectContaining({
        url: '/api/bets?status=Won&status=Lost',
        status: 502,
        message: '502: Boom',
      }),
    );
  });

  it('resolves undefined for a 204 read', async () => {
    stubFetch(() => new Response(null, { status: 204 }));

    await expect(apiGet('/api/user/balance')).resolves.toBeUndefined();
  });
});

describe('ApiError.userMessage', () => {
  it("returns the server's { error } text", () => {
    const error = new ApiError(
      '/api/bets',
      400,
      JSON.stringify({ error: 'Stake must be positive' }),
      'Bad Request',
    );

    expect(error.message).toBe('400: {"error":"Stake must be positive"}');
    expect(error.userMessage).toBe('Stake must be positive');
  });

  it('returns the userMessage from an error thrown by a real failed call', async () => {
    expectConsoleError(/^API error/);
    stubFetch(() => jsonResponse({ error: 'Odds have changed' }, 409));

    const error = await rejectionOf(apiRequest('POST', '/api/bets', { stake: 5 }));

    expect((error as ApiError).userMessage).toBe('Odds have changed');
  });

  it('falls back to the raw body text when the body is not JSON', () => {
    const error = new ApiError('/api/bets', 500, 'plain failure', 'Internal Server Error');

    expect(error.userMessage).toBe('plain failure');
  });

  it('falls back to the message when the body is empty', () => {
    const error = new ApiError('/api/bets', 500, '', 'Internal Server Error');

    expect(error.userMessage).toBe('500: Internal Server Error');
  });

  it('ignores a JSON body whose error is not a string', () => {
    const body = JSON.stringify({ error: { code: 7 } });
    const error = new ApiError('/api/bets', 400, body, 'Bad Request');

    expect(error.userMessage).toBe(body);
  });
});

describe('apiRequest (writes)', () => {
  const payload = { raceEntryId: 'entry-1', type: 'win', odds: 3.5, stake: 5, potentialReturn: 17.5 };

  it.each<THttpMethod>(['POST', 'PUT', 'PATCH'])(
    '%s sends a JSON body with Content-Type application/json and credentials',
    async (method) => {
      const fetchMock = stubFetch(() => jsonResponse({ ok: true }));

      const result = await apiRequest(method, '/api/bets', payload);

      expect(result).toEqual({ ok: true });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/bets');
      const init = initOf(fetchMock);
      expect(init.method).toBe(method);
      expect(init.credentials).toBe('include');
      expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
      expect(typeof init.body).toBe('string');
      expect(JSON.parse(init.body as string)).toEqual(payload);
    },
  );

  it.each<THttpMethod>(['DELETE', 'GET'])(
    '%s sends no body and no Content-Type even when data is given, but includes credentials',
    async (method) => {
      const fetchMock = stubFetch(() => jsonResponse({ ok: true }));

      await apiRequest(method, '/api/bets/1', payload);

      const init = initOf(fetchMock);
      expect(init.method).toBe(method);
      expect(init.credentials).toBe('include');
      expect(init.body).toBeUndefined();
      expect(headerNames(init)).not.toContain('content-type');
    },
  );

  it('apiDeleteWithBody sends its JSON body on a DELETE, with credentials, and throws on a refusal', async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    await expect(apiDeleteWithBody('/api/account', { password: 'secret' })).resolves.toBeUndefined();
    const init = initOf(fetchMock);
    expect(init.method).toBe('DELETE');
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ password: 'secret' });

    expectConsoleError(/API error/);
    stubFetch(() => jsonResponse({ error: 'Your current password is not right' }, 403));
    await expect(apiDeleteWithBody('/api/account', { password: 'x' })).rejects.toMatchObject({
      status: 403,
      userMessage: 'Your current password is not right',
    });
  });

  it('resolves undefined for a 204 answer', async () => {
    stubFetch(() => new Response(null, { status: 204 }));

    await expect(apiRequest('DELETE', '/api/bets/1')).resolves.toBeUndefined();
    await expect(
      apiRequest('POST', '/api/payment-success', { paymentIntentId: 'pi_1' }),
    ).resolves.toBeUndefined();
  });

  it('throws ApiError for a 401 write instead of resolving empty', async () => {
    const logged = expectConsoleError(/^API error/);
    stubFetch(() => new Response('Unauthorized', { status: 401, statusText: 'Unauthorized' }));

    const error = await rejectionOf(apiRequest('POST', '/api/bets', payload));

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe('401: Unauthorized');
    expect(logged.calls).toContainEqual([
      expect.anything(),
      expect.objectContaining({ url: '/api/bets', status: 401, message: '401: Unauthorized' }),
    ]);
  });

  it('throws ApiError "{status}: {body text}" and logs it for other non-OK writes', async () => {
    const logged = expectConsoleError(/^API error/);
    stubFetch(() => new Response('Card declined', { status: 402, statusText: 'Payment Required' }));

    const error = await rejectionOf(apiRequest('POST', '/api/create-payment-intent', { amount: 799 }));

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('402: Card declined');
    expect(logged.calls).toContainEqual([
      expect.anything(),
      expect.objectContaining({
        url: '/api/create-payment-intent',
        status: 402,
        message: '402: Card declined',
      }),
    ]);
  });
});
