/** An error a service or repository throws on purpose; the error handler maps it to HTTP. */
export type TAppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORISED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS';

const STATUS_BY_CODE: Record<TAppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORISED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
};

export class AppError extends Error {
  readonly code: TAppErrorCode;
  readonly statusCode: number;
  readonly headers: Record<string, string>;
  /** The request field at fault, when there is one: answered as `issues` like a schema failure. */
  readonly field: string | undefined;

  constructor(
    code: TAppErrorCode,
    message: string,
    options: { headers?: Record<string, string>; field?: string } = {},
  ) {
    super(options.field ? `${options.field}: ${message}` : message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = STATUS_BY_CODE[code];
    this.headers = options.headers ?? {};
    this.field = options.field;
    this.fieldMessage = message;
  }

  readonly fieldMessage: string;
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
