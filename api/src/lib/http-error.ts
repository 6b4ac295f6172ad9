import { codeForStatus, type ErrorCode } from '@gkj/contract/errors';

/**
 * An error whose status, Indonesian message and code go to the client as they are. The code is what
 * clients act on; without one named here, the usual meaning of the status is sent (see the contract).
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;

  constructor(statusCode: number, message: string, code: ErrorCode = codeForStatus(statusCode)) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
  }
}

/** `throw httpError(404, 'Artikel tidak ditemukan.')` from a route or a query helper. */
export function httpError(statusCode: number, message: string, code?: ErrorCode): HttpError {
  return new HttpError(statusCode, message, code);
}
