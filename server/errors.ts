import { ERROR_STATUS, type CodeOf, type ErrorCode } from '#shared/errors.ts';

/**
 * Application errors: each has a stable snake_case code from shared/errors.ts, the HTTP status that code always
 * comes with, and a message safe to show a user. Services throw these; the error plugin turns them into the
 * envelope of design.md §4.
 */
export interface RowError {
  row: number;
  message: string;
}

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Every refused row of an upload, sent as the body's `errors`. */
    readonly rows?: readonly RowError[],
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

export const appError = (
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
  rows?: readonly RowError[],
) => new AppError(code, message, fields, rows);

export const badRequest = (message: string, code: CodeOf<400> = 'bad_request', fields?: Record<string, string>) =>
  new AppError(code, message, fields);
export const unauthorized = (message = 'Please log in to continue', code: CodeOf<401> = 'unauthorized') =>
  new AppError(code, message);
export const forbidden = (message = 'You are not allowed to do this', code: CodeOf<403> = 'forbidden') =>
  new AppError(code, message);
export const notFound = (message = 'Not found', code: CodeOf<404> = 'not_found') => new AppError(code, message);
export const conflict = (message: string, code: CodeOf<409> = 'conflict') => new AppError(code, message);
export const tooMany = (
  message = 'Too many attempts. Please try again later.',
  code: CodeOf<429> = 'too_many_requests',
) => new AppError(code, message);
export const unavailable = (message: string, code: CodeOf<503> = 'service_unavailable') => new AppError(code, message);
export const badGateway = (message: string, code: CodeOf<502> = 'bad_gateway') => new AppError(code, message);
