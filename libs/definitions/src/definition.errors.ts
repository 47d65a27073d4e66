import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@farebox/domain';
import { AppException } from '@farebox/platform';

/** 409 when another row of the table already has the value (`what` is e.g. "An airline named Thai Airways"). */
export const duplicateDefinition = (what: string) => new AppException(HttpStatus.CONFLICT, ErrorCode.Conflict, `${what} already exists.`);

/** 409 when lines or transports still use the definition; the message names them. */
export const definitionInUse = (what: string, uses: string[]) =>
  new AppException(HttpStatus.CONFLICT, ErrorCode.Conflict, `${what} is used by ${uses.join(' and ')}; it cannot be deleted.`);

/** 403 when the row's own flags forbid the change (editable, removable). */
export const definitionLocked = (message: string) => new AppException(HttpStatus.FORBIDDEN, ErrorCode.Forbidden, message);
