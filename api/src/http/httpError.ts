/** An expected failure with its HTTP status; the error handler turns it into the envelope. */
export class HttpError extends Error {
  constructor(readonly statusCode: number, message: string, readonly extra: Record<string, unknown> = {}) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please log in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do that.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooMany = (message: string, retryAfterSeconds?: number) =>
  new HttpError(429, message, retryAfterSeconds ? { retryAfter: retryAfterSeconds } : {});
