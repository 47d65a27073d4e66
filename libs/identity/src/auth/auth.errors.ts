import { HttpStatus } from '@nestjs/common';
import { ErrorCode, LOGIN_MESSAGES } from '@farebox/domain';
import { AppException } from '@farebox/platform';

export const RESET_LINK_INVALID_MESSAGE = 'This password reset link is invalid, has expired or has already been used. Ask for a new one.';
export const REFRESH_INVALID_MESSAGE = 'Your session has ended. Please sign in again.';
export const FORGOT_PASSWORD_MESSAGE = 'If the account exists, an e-mail with a password reset link has been sent.';

export const captchaInvalid = () => new AppException(HttpStatus.BAD_REQUEST, ErrorCode.CaptchaInvalid, LOGIN_MESSAGES.captchaInvalid);
export const invalidCredentials = () => new AppException(HttpStatus.UNAUTHORIZED, ErrorCode.InvalidCredentials, LOGIN_MESSAGES.invalidCredentials);
export const lockedOut = () => new AppException(HttpStatus.UNAUTHORIZED, ErrorCode.LockedOut, LOGIN_MESSAGES.lockedOut);
export const mustResetPassword = (resetToken: string) =>
  new AppException(HttpStatus.FORBIDDEN, ErrorCode.MustResetPassword, LOGIN_MESSAGES.passwordExpired, { resetToken });
export const refreshTokenInvalid = () => new AppException(HttpStatus.UNAUTHORIZED, ErrorCode.RefreshTokenInvalid, REFRESH_INVALID_MESSAGE);
export const resetLinkInvalid = () => new AppException(HttpStatus.BAD_REQUEST, ErrorCode.ResetLinkInvalid, RESET_LINK_INVALID_MESSAGE);
