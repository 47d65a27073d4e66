import { HttpStatus } from '@nestjs/common';
import { ErrorCode, USER_MESSAGES } from '@farebox/domain';
import { AppException } from '@farebox/platform';

export const usernameTaken = () =>
  new AppException(HttpStatus.CONFLICT, ErrorCode.UsernameTaken, USER_MESSAGES.usernameTaken, [{ field: 'username', message: USER_MESSAGES.usernameTaken }]);
export const emailTaken = () =>
  new AppException(HttpStatus.CONFLICT, ErrorCode.EmailTaken, USER_MESSAGES.emailTaken, [{ field: 'email', message: USER_MESSAGES.emailTaken }]);
export const scopeAdminRequired = () =>
  new AppException(HttpStatus.FORBIDDEN, ErrorCode.ScopeAdminRequired, USER_MESSAGES.scopeAdmin, [{ field: 'scopes', message: USER_MESSAGES.scopeAdmin }]);
export const fullAdminRequired = () =>
  new AppException(HttpStatus.FORBIDDEN, ErrorCode.FullAdminRequired, USER_MESSAGES.fullAdmin, [{ field: 'isFullAdmin', message: USER_MESSAGES.fullAdmin }]);
