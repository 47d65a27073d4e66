import type { ErrorCode } from '@farebox/domain';
import type { Schemas } from './http';

/** The API's one error shape (see AllExceptionsFilter on the server), with its code narrowed to ErrorCode. */
export type ErrorBody = Omit<Schemas['ErrorResponseDto'], 'code'> & { code: ErrorCode };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: ErrorBody,
  ) {
    super(body.message);
  }

  get code(): ErrorCode {
    return this.body.code;
  }

  /** Field errors of a 400, if any. */
  get fieldErrors(): { field: string; message: string }[] {
    return Array.isArray(this.body.details) ? this.body.details : [];
  }
}
