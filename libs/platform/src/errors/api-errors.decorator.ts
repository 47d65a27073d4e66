import { applyDecorators } from '@nestjs/common';
import { ApiExtraModels, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import { ERROR_STATUS, type ErrorCode } from '@farebox/domain';
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
          schema: { allOf: [{ $ref: getSchemaPath(ErrorResponseDto) }, { type: 'object', properties: { code: { type: 'string', enum: list } } }] },
        }),
      ),
    )(target, key, descriptor);
  };
}
