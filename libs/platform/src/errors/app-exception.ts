import { HttpStatus } from '@nestjs/common';

export interface FieldError {
  field: string;
  message: string;
}

/** The one JSON shape every error reaches the client in. */
export interface ErrorBody {
  status: number;
  code: string;
  message: string;
  details?: FieldError[] | Record<string, unknown>;
  requestId?: string;
}

/**
 * Business errors. Each area declares its codes (an enum of strings) and throws this with one of them;
 * the global filter turns it into an ErrorBody.
 */
export class AppException extends Error {
  constructor(
    readonly status: HttpStatus,
    readonly code: string,
    message: string,
    readonly details?: FieldError[] | Record<string, unknown>,
  ) {
    super(message);
  }
}

export const CommonErrorCode = {
  ValidationFailed: 'ValidationFailed',
  NotFound: 'NotFound',
  Unauthenticated: 'Unauthenticated',
  Forbidden: 'Forbidden',
  EditConflict: 'EditConflict',
  TransitionRefused: 'TransitionRefused',
  Conflict: 'Conflict',
  PayloadTooLarge: 'PayloadTooLarge',
  TooManyRequests: 'TooManyRequests',
  InternalError: 'InternalError',
} as const;

export const notFound = (what: string) => new AppException(HttpStatus.NOT_FOUND, CommonErrorCode.NotFound, `${what} not found`);
export const validationFailed = (details: FieldError[], message = 'Validation failed') =>
  new AppException(HttpStatus.BAD_REQUEST, CommonErrorCode.ValidationFailed, message, details);
