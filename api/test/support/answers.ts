import { expect } from 'vitest';

/** A refusal: its status, and the message and the code clients decide on. */
export function expectRefusal(
  response: { statusCode: number; json(): unknown },
  status: number,
  message: string,
  code: string,
): void {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ message, code });
}
