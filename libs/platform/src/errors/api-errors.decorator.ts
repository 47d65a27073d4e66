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

/**
 * The global validation pipe answers 400 ValidationFailed on every route that takes a parameter, a query or a body:
 * adds that code to each such operation's 400 (keeping any codes the route documents itself).
 */
export function documentValidationErrors(document: OpenAPIObject): void {
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item as Record<string, OperationLike>)) {
      if (!operation.parameters?.length && !operation.requestBody) continue;
      operation.responses ??= {};
      const own = operation.responses['400']?.content?.['application/json']?.schema?.allOf?.[1]?.properties?.code?.enum ?? [];
      const codes = [...new Set<string>([ErrorCode.ValidationFailed, ...own])];
      operation.responses['400'] = {
        description: operation.responses['400']?.description && own.length === 0 ? operation.responses['400'].description : codes.join(', '),
        content: {
          'application/json': {
            schema: {
              allOf: [{ $ref: getSchemaPath(ErrorResponseDto) }, { type: 'object', properties: { code: { type: 'string', enum: codes } } }],
            },
          },
        },
      };
    }
  }
}
