/**
 * Application errors: each has an HTTP status, a stable snake_case code and a message safe to show a user.
 * Services throw these; the error plugin turns them into the envelope of design.md §4.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code = 'bad_request', fields?: Record<string, string>) =>
  new AppError(400, code, message, fields);
export const unauthorized = (message = 'Please log in to continue', code = 'unauthorized') =>
  new AppError(401, code, message);
export const forbidden = (message = 'You are not allowed to do this', code = 'forbidden') =>
  new AppError(403, code, message);
export const notFound = (message = 'Not found', code = 'not_found') => new AppError(404, code, message);
export const conflict = (message: string, code = 'conflict') => new AppError(409, code, message);
export const tooMany = (message = 'Too many attempts. Please try again later.', code = 'too_many_requests') =>
  new AppError(429, code, message);
export const unavailable = (message: string, code = 'service_unavailable') => new AppError(503, code, message);
export const badGateway = (message: string, code = 'bad_gateway') => new AppError(502, code, message);
