import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@farebox/domain';

export interface FieldError {
  field: string;
  message: string;
}

/** The one JSON shape every error reaches the client in. */
export interface ErrorBody {
  status: number;
  code: ErrorCode;
  message: string;
  details?: FieldError[] | Record<string, unknown>;
  requestId?: string;
}

/** Business errors, with a code of `ErrorCode` (libs/domain); the global filter turns them into an ErrorBody. */
export class AppException extends Error {
  constructor(
    readonly status: HttpStatus,
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldError[] | Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new AppException(HttpStatus.NOT_FOUND, ErrorCode.NotFound, `${what} not found`);
export const validationFailed = (details: FieldError[], message = 'Validation failed') =>
  new AppException(HttpStatus.BAD_REQUEST, ErrorCode.ValidationFailed, message, details);
