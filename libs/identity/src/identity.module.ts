import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '@farebox/platform';
import { AccessGuard } from './access/access.guard.js';
import { ACCESS_TOKEN_ALGORITHM, accessTokenKey } from './access/access-token.js';
import { JwtStrategy } from './access/jwt.strategy.js';
import { PrincipalCache } from './access/principal-cache.js';
import { PrincipalService } from './access/principal.service.js';
import { VerifiedTokens } from './access/verified-tokens.js';
import { AuthController } from './auth/auth.controller.js';
import { AuthService } from './auth/auth.service.js';
import { CaptchaService } from './auth/captcha.service.js';
import { LoginAttemptsService } from './auth/login-attempts.service.js';
import { MeService } from './auth/me.service.js';
import { PasswordResetToken } from './password-reset/password-reset-token.entity.js';
import { PasswordResetService } from './password-reset/password-reset.service.js';
import { RefreshToken } from './sessions/refresh-token.entity.js';
import { SessionService } from './sessions/session.service.js';
import { UserSession } from './sessions/user-session.entity.js';
import { ScopesController } from './users/scopes.controller.js';
import { User } from './users/user.entity.js';
import { UsersController } from './users/users.controller.js';
import { UsersService } from './users/users.service.js';

@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      // Signs access tokens; JwtStrategy verifies them.
      useFactory: (config: AppConfig) => ({
        secret: accessTokenKey(config),
        signOptions: { algorithm: ACCESS_TOKEN_ALGORITHM, expiresIn: config.accessTokenTtlSeconds },
      }),
    }),
    TypeOrmModule.forFeature([User, UserSession, RefreshToken, PasswordResetToken]),
  ],
  controllers: [AuthController, UsersController, ScopesController],
  providers: [
    PrincipalCache,
    PrincipalService,
    JwtStrategy,
    VerifiedTokens,
    { provide: APP_GUARD, useClass: AccessGuard },
    CaptchaService,
    LoginAttemptsService,
    SessionService,
    MeService,
    AuthService,
    PasswordResetService,
    UsersService,
  ],
  exports: [JwtModule, TypeOrmModule, SessionService, UsersService, MeService, LoginAttemptsService],
})
export class IdentityModule {}
