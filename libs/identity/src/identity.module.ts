import { createSecretKey } from 'node:crypto';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '@farebox/platform';
import { AccessGuard } from './access/access.guard.js';
import { AccessTokenVerifier } from './access/access-token.js';
import { PrincipalCache } from './access/principal-cache.js';
import { PrincipalService } from './access/principal.service.js';
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
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      // A key object, not the string: given a string, jsonwebtoken tries it as a public key (an exception) and then
      // builds a secret key from it, on every request.
      useFactory: (config: AppConfig) => ({
        secret: createSecretKey(Buffer.from(config.jwtSecret)),
        signOptions: { algorithm: 'HS256', expiresIn: config.accessTokenTtlSeconds },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
    TypeOrmModule.forFeature([User, UserSession, RefreshToken, PasswordResetToken]),
  ],
  controllers: [AuthController, UsersController, ScopesController],
  providers: [
    AccessTokenVerifier,
    PrincipalCache,
    PrincipalService,
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
