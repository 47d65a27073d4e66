import { applyDecorators } from '@nestjs/common';
import { ApiExtraModels, ApiResponse, getSchemaPath, type OpenAPIObject } from '@nestjs/swagger';
import { ERROR_STATUS, ErrorCode } from '@farebox/domain';
import { ErrorResponseDto, FieldErrorDto } from '../http/error-response.dto.js';

const ERROR_CODES_KEY = 'farebox:error-codes';

/**
 * Documents the error codes a route can answer: one response per status, its `code` narrowed to the codes listed.
 * Codes add up over every `@ApiErrors` of a route (`@Access` adds Unauthenticated and Forbidden), so put a route's
 * own codes next to its other decorators in any order.
 */
export function ApiErrors(...codes: ErrorCode[]): MethodDecorator {
  return (target, key, descriptor) => {
    const all: ErrorCode[] = [...new Set([...((Reflect.getMetadata(ERROR_CODES_KEY, descriptor.value as object) as ErrorCode[]) ?? []), ...codes])];
    Reflect.defineMetadata(ERROR_CODES_KEY, all, descriptor.value as object);
    const byStatus = new Map<number, ErrorCode[]>();
    for (const code of all) {
      const status = ERROR_STATUS[code];
      if (status !== null) byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
    }
    applyDecorators(
      ApiExtraModels(ErrorResponseDto, FieldErrorDto),
      ...[...byStatus].map(([status, list]) =>
        ApiResponse({
          status,
          description: list.join(', '),
          // JSON even on routes that produce CSV or PDF: errors always are.
          content: {
            'application/json': {
              schema: { allOf: [{ $ref: getSchemaPath(ErrorResponseDto) }, { type: 'object', properties: { code: { type: 'string', enum: list } } }] },
            },
          },
        }),
      ),
    )(target, key, descriptor);
  };
}

type OperationLike = {
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: ErrorSchema }> }>;
};
type ErrorSchema = { allOf?: [unknown, { type?: string; properties?: { code?: { type?: string; enum?: string[] } } }] };

const codesOf = (operation: OperationLike, status: string): string[] | undefined =>
  operation.responses?.[status]?.content?.['application/json']?.schema?.allOf?.[1]?.properties?.code?.enum;

/** Adds `code` to the operation's response of `status`, keeping the codes the route documents there itself. */
function addErrorCode(operation: OperationLike, status: string, code: ErrorCode): void {
  operation.responses ??= {};
  const own = codesOf(operation, status) ?? [];
  const codes = [...new Set<string>([code, ...own])];
  operation.responses[status] = {
    description: operation.responses[status]?.description && own.length === 0 ? operation.responses[status].description : codes.join(', '),
    content: {
      'application/json': {
        schema: {
          allOf: [{ $ref: getSchemaPath(ErrorResponseDto) }, { type: 'object', properties: { code: { type: 'string', enum: codes } } }],
        },
      },
    },
  };
}

const operationsOf = (document: OpenAPIObject): OperationLike[] =>
  Object.values(document.paths).flatMap((item) => Object.values(item as Record<string, OperationLike>));

/**
 * The global validation pipe answers 400 ValidationFailed on every route that takes a parameter, a query or a body:
 * adds that code to each such operation's 400 (keeping any codes the route documents itself).
 */
export function documentValidationErrors(document: OpenAPIObject): void {
  for (const operation of operationsOf(document)) {
    if (operation.parameters?.length || operation.requestBody) addErrorCode(operation, '400', ErrorCode.ValidationFailed);
  }
}

/**
 * Any route may find every database connection taken: adds 503 DatabaseBusy (with its Retry-After) to each operation,
 * except one whose 503 answers another shape than an error (the health check's).
 */
export function documentDatabaseBusy(document: OpenAPIObject): void {
  for (const operation of operationsOf(document)) {
    if (operation.responses?.['503'] && !codesOf(operation, '503')) continue;
    addErrorCode(operation, '503', ErrorCode.DatabaseBusy);
  }
}
