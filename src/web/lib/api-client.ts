/**
 * The one API client (spec 1 section 7, "Shared read behaviour").
 * - Every call includes credentials (the session cookie).
 * - A read answered 401 yields `null`: "not signed in", not an error.
 * - Any other non-OK answer throws `ApiError` with the text "{status}: {body text or status text}",
 *   logged to the console with the URL, status and message.
 * - Writes send JSON; a body is attached only for POST, PUT and PATCH.
 * - A read answered from the service worker's stored copy (offline) is noted as such (offline-copy.ts).
 */

import { noteAnswer } from './offline-copy';

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const METHODS_WITH_BODY: ReadonlySet<THttpMethod> = new Set(['POST', 'PUT', 'PATCH']);

export class ApiError extends Error {
  readonly status: number;
  readonly url: string;
  readonly bodyText: string;

  constructor(url: string, status: number, bodyText: string, statusText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.url = url;
    this.status = status;
    this.bodyText = bodyText;
  }

  /** The server's `{ error }` message when it sent one, for showing to people; else the raw message. */
  get userMessage(): string {
    try {
      const parsed: unknown = JSON.parse(this.bodyText);
      if (parsed && typeof parsed === 'object' && 'error' in parsed && typeof parsed.error === 'string') {
        return parsed.error;
      }
    } catch {
      // not JSON: fall through to the raw text
    }
    return this.bodyText || this.message;
  }
}

const throwIfNotOk = async (url: string, response: Response): Promise<void> => {
  if (response.ok) return;
  const bodyText = await response.text().catch(() => '');
  const error = new ApiError(url, response.status, bodyText, response.statusText);
  console.error('API error', { url, status: response.status, message: error.message });
  throw error;
};

const parseBody = async <T>(response: Response): Promise<T> => {
  if (response.status === 204) {
    await discardBody(response);
    return undefined as T;
  }
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
};

/**
 * Lets go of an answer whose body is not wanted. NOTE: Chromium keeps a response whose body is neither read nor
 * cancelled open: the request never finishes (it stays pending, and out of the page's resource timing), the page never
 * reaches network idle, and the connection stays taken. Every early return calls this.
 */
export const discardBody = async (response: Response): Promise<void> => {
  await response.body?.cancel().catch(() => {});
};

/** A read. Resolves `null` when the server answers 401. */
export const apiGet = async <T>(url: string, init?: { signal?: AbortSignal }): Promise<T | null> => {
  const response = await fetch(url, { method: 'GET', credentials: 'include', signal: init?.signal });
  noteAnswer(url, response);
  if (response.status === 401) {
    await discardBody(response);
    return null;
  }
  await throwIfNotOk(url, response);
  return parseBody<T>(response);
};

/** A write (or any call that must not treat 401 as empty). */
export const apiRequest = async <T = unknown>(
  method: THttpMethod,
  url: string,
  data?: unknown,
): Promise<T> => {
  const hasBody = METHODS_WITH_BODY.has(method) && data !== undefined;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json' } : {},
    body: hasBody ? JSON.stringify(data) : undefined,
  });
  await throwIfNotOk(url, response);
  return parseBody<T>(response);
};

/**
 * A DELETE that carries a JSON body (closing an account sends the current password). `apiRequest` keeps the spec's
 * rule of no body on DELETE for every other call.
 */
export const apiDeleteWithBody = async <T = unknown>(url: string, data: unknown): Promise<T> => {
  const response = await fetch(url, {
    method: 'DELETE',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(data),
  });
  await throwIfNotOk(url, response);
  return parseBody<T>(response);
};
