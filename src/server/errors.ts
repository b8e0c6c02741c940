/** An error a service or repository throws on purpose; the error handler maps it to HTTP. */
export type TAppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORISED'
  /** The password was right; an enrolled administrator must now send their one-time code (not a guess). */
  | 'TWO_FACTOR_REQUIRED'
  | 'FORBIDDEN'
  /** A signed-in account that has not confirmed its e-mail address yet asked to buy or to track bets (403). */
  | 'EMAIL_NOT_VERIFIED'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'PAYMENT_REQUIRED'
  /** The payment succeeded but landed when its plan could no longer be granted: it was refunded in full. */
  | 'PAYMENT_REFUNDED'
  | 'UNAVAILABLE';

const STATUS_BY_CODE: Record<TAppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORISED: 401,
  TWO_FACTOR_REQUIRED: 401,
  FORBIDDEN: 403,
  EMAIL_NOT_VERIFIED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  PAYMENT_REQUIRED: 402,
  PAYMENT_REFUNDED: 409,
  UNAVAILABLE: 503,
};

/**
 * `message` is for people, as it is; `field` names the request field at fault, answered as `issues` like a schema
 * failure, so the web shows the message under that field without reading it.
 */
export class AppError extends Error {
  readonly code: TAppErrorCode;
  readonly statusCode: number;
  readonly headers: Record<string, string>;
  readonly field: string | undefined;

  constructor(
    code: TAppErrorCode,
    message: string,
    options: { headers?: Record<string, string>; field?: string } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = STATUS_BY_CODE[code];
    this.headers = options.headers ?? {};
    this.field = options.field;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
