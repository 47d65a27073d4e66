import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PASSWORD_MESSAGES } from '@farebox/domain';

export const FORGOT_IDENTIFIER_REQUIRED = 'must enter e-mail or username';

export class ForgotPasswordDto {
  @ApiProperty({ description: 'E-mail or username', example: 'admin' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: FORGOT_IDENTIFIER_REQUIRED })
  @IsNotEmpty({ message: FORGOT_IDENTIFIER_REQUIRED })
  @MaxLength(320, { message: FORGOT_IDENTIFIER_REQUIRED })
  identifier: string;
}

export class MessageResponseDto {
  @ApiProperty() message: string;
}

export class ResetPasswordDto {
  @ApiProperty({ description: 'The token from the reset link (or the MustResetPassword answer)' })
  @IsString({ message: PASSWORD_MESSAGES.required })
  @IsNotEmpty({ message: PASSWORD_MESSAGES.required })
  @MaxLength(200)
  token: string;

  @ApiProperty({ description: 'At least 12 characters with a lowercase, an uppercase, a digit and one of -[]@$#!%*?&_^().+=<>' })
  @IsString({ message: PASSWORD_MESSAGES.required })
  @MaxLength(256)
  password: string;

  @ApiProperty()
  @IsString({ message: PASSWORD_MESSAGES.required })
  @MaxLength(256)
  confirmPassword: string;
}
