import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { QueryFailedError } from 'typeorm';
import { ErrorCode } from '@farebox/domain';
import { databaseBusy, isDatabaseBusy } from '../database/database-busy.js';
import { AppException, type ErrorBody } from './app-exception.js';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: ErrorCode.ValidationFailed,
  401: ErrorCode.Unauthenticated,
  403: ErrorCode.Forbidden,
  404: ErrorCode.NotFound,
  409: ErrorCode.Conflict,
  413: ErrorCode.PayloadTooLarge,
  429: ErrorCode.TooManyRequests,
};

/** Fastify's own refusals before a route runs (a body over the limit, malformed JSON, an unknown content type). */
function isFastifyClientError(thrown: unknown): thrown is Error & { statusCode: number } {
  if (!(thrown instanceof Error) || !(thrown as { code?: unknown }).code?.toString().startsWith('FST_')) return false;
  const status = (thrown as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** Maps every thrown thing to one ErrorBody; never leaks a stack trace or SQL. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    this.reply(exception, ctx.getRequest<FastifyRequest>(), ctx.getResponse<FastifyReply>());
  }

  /** Also Fastify's error handler: a refusal before any route runs (a body over the limit) answers in the same shape. */
  reply(exception: unknown, request: FastifyRequest, reply: FastifyReply): void {
    const body = this.toBody(exception);
    body.requestId = request.id ? String(request.id) : undefined;
    if (body.code === ErrorCode.DatabaseBusy) this.logger.warn({ err: exception, requestId: body.requestId }, 'Database busy');
    else if (body.status >= 500) this.logger.error({ err: exception, requestId: body.requestId }, 'Unhandled error');
    const retryAfter = (body.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
    if (typeof retryAfter === 'number' && !reply.hasHeader('Retry-After')) reply.header('Retry-After', String(retryAfter));
    void reply.status(body.status).send(body);
  }

  private toBody(thrown: unknown): ErrorBody {
    const exception = isDatabaseBusy(thrown) ? databaseBusy() : thrown;
    if (exception instanceof AppException) {
      return { status: exception.status, code: exception.code, message: exception.message, details: exception.details };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const res = exception.getResponse();
      const message = typeof res === 'string' ? res : ((res as { message?: unknown }).message ?? exception.message);
      return {
        status,
        code: CODE_BY_STATUS[status] ?? (status >= 500 ? ErrorCode.InternalError : ErrorCode.HttpError),
        message: typeof message === 'string' ? message : Array.isArray(message) ? message.join('; ') : exception.message,
      };
    }
    if (isFastifyClientError(exception)) {
      return { status: exception.statusCode, code: CODE_BY_STATUS[exception.statusCode] ?? ErrorCode.HttpError, message: exception.message };
    }
    if (exception instanceof QueryFailedError && (exception as { code?: string }).code === '23505') {
      return { status: HttpStatus.CONFLICT, code: ErrorCode.Conflict, message: 'A record with the same unique value already exists' };
    }
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, code: ErrorCode.InternalError, message: 'Error Occurred' };
  }
}
