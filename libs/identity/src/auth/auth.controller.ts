import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Post, Put, Req, Res } from '@nestjs/common';
import { ApiBody, ApiCookieAuth, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, SHELL_ROLES } from '@farebox/domain';
import { Access, ApiErrors, APP_CONFIG, CurrentUser, Public, RateLimited, SelfServiceWrite, type AppConfig, type AuthenticatedUser } from '@farebox/platform';
import { PasswordResetService } from '../password-reset/password-reset.service.js';
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from '../sessions/refresh-cookie.js';
import { CAPTCHA_RATE_LIMITS, FORGOT_PASSWORD_RATE_LIMITS, LOGIN_RATE_LIMITS, RESET_PASSWORD_RATE_LIMITS } from './auth-rate-limits.js';
import { AuthService, type SignedIn } from './auth.service.js';
import { CaptchaService } from './captcha.service.js';
import { CaptchaChallengeDto, LoginDto, LoginResponseDto } from './dto/login.dto.js';
import { DeveloperModeDto, MeDto } from './dto/me.dto.js';
import { ForgotPasswordDto, MessageResponseDto, ResetPasswordDto } from './dto/password-reset.dto.js';
import { MeService } from './me.service.js';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly captcha: CaptchaService,
    private readonly me: MeService,
    private readonly passwordReset: PasswordResetService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('captcha')
  @Public()
  @RateLimited(...CAPTCHA_RATE_LIMITS)
  @ApiOperation({ summary: 'A new signed ALTCHA proof-of-work challenge (valid 10 minutes, usable once)' })
  @ApiOkResponse({ type: CaptchaChallengeDto })
  getCaptcha(): Promise<CaptchaChallengeDto> {
    return this.captcha.create();
  }

  @Post('login')
  @Public()
  @RateLimited(...LOGIN_RATE_LIMITS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Sign in with username or e-mail, password and a solved captcha; sets the refresh cookie',
    description: 'MustResetPassword carries details { resetToken }.',
  })
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiErrors(ErrorCode.CaptchaInvalid, ErrorCode.InvalidCredentials, ErrorCode.LockedOut, ErrorCode.MustResetPassword)
  async login(@Body() dto: LoginDto, @Res({ passthrough: true }) res: FastifyReply): Promise<LoginResponseDto> {
    return this.signedIn(res, await this.auth.login(dto));
  }

  @Post('refresh')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiCookieAuth(REFRESH_COOKIE)
  @ApiOperation({
    summary: 'Exchange the refresh cookie for a new access token and a new refresh cookie (rotation)',
    description: 'RefreshTokenInvalid: missing, unknown, expired, revoked or replayed (a replay ends the whole session).',
  })
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiErrors(ErrorCode.RefreshTokenInvalid)
  async refresh(@Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<LoginResponseDto> {
    try {
      return this.signedIn(res, await this.auth.refresh(this.refreshCookie(req)));
    } catch (err) {
      clearRefreshCookie(res, this.config.appUrl);
      throw err;
    }
  }

  @Post('logout')
  @Public()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiCookieAuth(REFRESH_COOKIE)
  @ApiOperation({ summary: 'End the session of the refresh cookie and clear the cookie' })
  @ApiNoContentResponse()
  async logout(@Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<void> {
    await this.auth.logout(this.refreshCookie(req));
    clearRefreshCookie(res, this.config.appUrl);
  }

  @Post('forgot-password')
  @Public()
  @RateLimited(...FORGOT_PASSWORD_RATE_LIMITS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'E-mail a single-use reset link (valid 1 hour) to the user with that e-mail or username; always the same answer' })
  @ApiOkResponse({ type: MessageResponseDto })
  forgotPassword(@Body() dto: ForgotPasswordDto): Promise<MessageResponseDto> {
    return this.passwordReset.forgot(dto.identifier);
  }

  @Post('reset-password')
  @Public()
  @RateLimited(...RESET_PASSWORD_RATE_LIMITS)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Set a new password with a reset token; ends every session of the user' })
  @ApiBody({ type: ResetPasswordDto })
  @ApiNoContentResponse()
  @ApiErrors(ErrorCode.ResetLinkInvalid)
  resetPassword(@Body() dto: ResetPasswordDto): Promise<void> {
    return this.passwordReset.reset(dto.token, dto.password, dto.confirmPassword);
  }

  @Get('me')
  @Access({ roles: SHELL_ROLES })
  @ApiOperation({ summary: 'The signed-in user and its company' })
  @ApiOkResponse({ type: MeDto })
  getMe(@CurrentUser() user: AuthenticatedUser): Promise<MeDto> {
    return this.me.get(user);
  }

  @Put('me/developer-mode')
  @Access({ roles: SHELL_ROLES })
  @SelfServiceWrite()
  @ApiOperation({ summary: "Turn the caller's developer mode (experimental serial promo codes) on or off" })
  @ApiOkResponse({ type: MeDto })
  setDeveloperMode(@CurrentUser() user: AuthenticatedUser, @Body() dto: DeveloperModeDto): Promise<MeDto> {
    return this.me.setDeveloperMode(user, dto.serialPromoCodesEnabled);
  }

  private refreshCookie(req: FastifyRequest): string | undefined {
    const value = req.cookies[REFRESH_COOKIE];
    return value === undefined || value === '' ? undefined : value;
  }

  private signedIn(res: FastifyReply, signedIn: SignedIn): LoginResponseDto {
    setRefreshCookie(res, this.config.appUrl, signedIn.tokens.refreshToken, signedIn.tokens.refreshExpiresAt);
    return { accessToken: signedIn.tokens.accessToken, user: signedIn.user };
  }
}
