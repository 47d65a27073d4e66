import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class FieldErrorDto {
  @ApiProperty() field: string;
  @ApiProperty() message: string;
}

/** The one error shape of the API (see AllExceptionsFilter). */
export class ErrorResponseDto {
  @ApiProperty({ example: 400 }) status: number;
  @ApiProperty({ example: 'ValidationFailed' }) code: string;
  @ApiProperty({ example: 'must enter username' }) message: string;
  @ApiPropertyOptional({ type: [FieldErrorDto], description: 'Invalid fields, or for an edit conflict what changed since' })
  details?: FieldErrorDto[] | Record<string, unknown>;
  @ApiPropertyOptional() requestId?: string;
}
