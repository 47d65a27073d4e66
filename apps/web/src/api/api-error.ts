/** The API's one error shape (see AllExceptionsFilter on the server). */
export interface ErrorBody {
  status: number;
  code: string;
  message: string;
  details?: { field: string; message: string }[] | Record<string, unknown>;
  requestId?: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: ErrorBody,
  ) {
    super(body.message);
  }

  get code(): string {
    return this.body.code;
  }

  /** Field errors of a 400, if any. */
  get fieldErrors(): { field: string; message: string }[] {
    return Array.isArray(this.body.details) ? this.body.details : [];
  }
}
