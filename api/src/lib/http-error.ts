/** An error whose status and Indonesian message go to the client as they are. */
export class HttpError extends Error {
  readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
  }
}

/** `throw httpError(404, 'Artikel tidak ditemukan.')` from a route or a query helper. */
export function httpError(statusCode: number, message: string): HttpError {
  return new HttpError(statusCode, message);
}
