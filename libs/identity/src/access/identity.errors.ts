import { HttpStatus } from '@nestjs/common';
import { AppException } from '@farebox/platform';
import { ErrorCode } from '@farebox/domain';

export const NOT_AUTHENTICATED_MESSAGE = 'You need to be authenticated to access this resource.';
export const NOT_AUTHORIZED_MESSAGE = "You don't have the permission to access this resource.";

export const notAuthenticated = () => new AppException(HttpStatus.UNAUTHORIZED, ErrorCode.Unauthenticated, NOT_AUTHENTICATED_MESSAGE);
export const notAuthorized = () => new AppException(HttpStatus.FORBIDDEN, ErrorCode.Forbidden, NOT_AUTHORIZED_MESSAGE);
