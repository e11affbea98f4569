import type { ErrorCode } from 'shared/contract';

/** A reply other than success, thrown from a handler or hook; the error handler answers it as `{ result, error }`. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

export const SERVER_ERROR_TEXT = 'Something went wrong on our side. Please try again.';
