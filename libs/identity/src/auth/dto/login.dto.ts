import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { LOGIN_MESSAGES, isValidLoginUsername, normaliseLoginPassword } from '@farebox/domain';
import { MeDto } from './me.dto.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Required, then an e-mail or 4 to 20 letters and digits: one message per case, as the spec words them. */
function IsLoginUsername() {
  return ValidateBy({
    name: 'isLoginUsername',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && value !== '' && isValidLoginUsername(value),
      defaultMessage: (args) => (typeof args?.value === 'string' && args.value !== '' ? LOGIN_MESSAGES.usernameFormat : LOGIN_MESSAGES.usernameRequired),
    },
  });
}

function IsLoginPassword() {
  return ValidateBy({
    name: 'isLoginPassword',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && value !== '',
      defaultMessage: () => LOGIN_MESSAGES.passwordRequired,
    },
  });
}

export class LoginDto {
  @ApiProperty({ description: 'Username or e-mail (case-insensitive): an e-mail or 4 to 20 letters and digits', example: 'admin' })
  @Transform(trimmed)
  @IsLoginUsername()
  username: string;

  @ApiProperty({ description: 'Trimmed before it is checked', example: 'Demo-Passw0rd!' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? normaliseLoginPassword(value) : value))
  @IsLoginPassword()
  @MaxLength(256, { message: 'Password is too long.' })
  password: string;

  @ApiProperty({ description: 'The ALTCHA widget payload (base64 JSON of the solved challenge); required', required: false })
  @IsOptional()
  @IsString()
  captcha?: string;
}

export class LoginResponseDto {
  @ApiProperty({ description: 'Bearer token for the Authorization header' }) accessToken: string;
  @ApiProperty({ type: MeDto }) user: MeDto;
}

export class CaptchaChallengeDto {
  @ApiProperty({ example: 'SHA-256' }) algorithm: string;
  @ApiProperty() challenge: string;
  @ApiProperty() maxnumber: number;
  @ApiProperty() salt: string;
  @ApiProperty() signature: string;
}
