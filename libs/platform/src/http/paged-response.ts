import { applyDecorators, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, getSchemaPath } from '@nestjs/swagger';
import { PageMetaDto } from './page.js';

/** Documents a `{ data: T[], meta }` answer in the OpenAPI document. */
export function ApiPagedResponse(item: Type<unknown>) {
  return applyDecorators(
    ApiExtraModels(item, PageMetaDto),
    ApiOkResponse({
      schema: {
        type: 'object',
        required: ['data', 'meta'],
        properties: { data: { type: 'array', items: { $ref: getSchemaPath(item) } }, meta: { $ref: getSchemaPath(PageMetaDto) } },
      },
    }),
  );
}
