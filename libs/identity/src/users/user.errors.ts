import { HttpStatus } from '@nestjs/common';
import { USER_MESSAGES } from '@farebox/domain';
import { AppException } from '@farebox/platform';

export const UserErrorCode = {
  UsernameTaken: 'UsernameTaken',
  EmailTaken: 'EmailTaken',
  ScopeAdminRequired: 'ScopeAdminRequired',
  FullAdminRequired: 'FullAdminRequired',
} as const;

export const usernameTaken = () =>
  new AppException(HttpStatus.CONFLICT, UserErrorCode.UsernameTaken, USER_MESSAGES.usernameTaken, [{ field: 'username', message: USER_MESSAGES.usernameTaken }]);
export const emailTaken = () =>
  new AppException(HttpStatus.CONFLICT, UserErrorCode.EmailTaken, USER_MESSAGES.emailTaken, [{ field: 'email', message: USER_MESSAGES.emailTaken }]);
export const scopeAdminRequired = () =>
  new AppException(HttpStatus.FORBIDDEN, UserErrorCode.ScopeAdminRequired, USER_MESSAGES.scopeAdmin, [{ field: 'scopes', message: USER_MESSAGES.scopeAdmin }]);
export const fullAdminRequired = () =>
  new AppException(HttpStatus.FORBIDDEN, UserErrorCode.FullAdminRequired, USER_MESSAGES.fullAdmin, [{ field: 'isFullAdmin', message: USER_MESSAGES.fullAdmin }]);
