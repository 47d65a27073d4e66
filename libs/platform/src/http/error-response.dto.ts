import { ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { ERROR_STATUS, type ErrorCode } from '@farebox/domain';

export class FieldErrorDto {
  @ApiProperty() field: string;
  @ApiProperty() message: string;
}

/** The one error shape of the API (see AllExceptionsFilter). */
export class ErrorResponseDto {
  @ApiProperty({ example: 400 }) status: number;
  @ApiProperty({ enum: Object.keys(ERROR_STATUS), enumName: 'ErrorCode', example: 'ValidationFailed' }) code: ErrorCode;
  @ApiProperty({ example: 'must enter username' }) message: string;
  @ApiPropertyOptional({
    oneOf: [
      { type: 'array', items: { $ref: getSchemaPath(FieldErrorDto) } },
      { type: 'object', additionalProperties: true },
    ],
    description: 'Invalid fields; or facts of the refusal, e.g. for an edit conflict what changed since',
  })
  details?: FieldErrorDto[] | Record<string, unknown>;
  @ApiPropertyOptional() requestId?: string;
}
