import { HttpStatus } from '@nestjs/common';
import { COMPANY_IMAGE_MAX_BYTES, ErrorCode } from '@farebox/domain';
import { AppException } from '@farebox/platform';

export const COMPANY_SAVE_FAILED_MESSAGE = 'The company has invalid fields.';
export const IMAGE_TOO_LARGE_MESSAGE = `The picture must be at most ${COMPANY_IMAGE_MAX_BYTES / (1024 * 1024)} MB.`;
export const INVALID_IMAGE_MESSAGE = 'The file must be a PNG, JPEG, WebP or GIF image.';

export const imageTooLarge = () => new AppException(HttpStatus.PAYLOAD_TOO_LARGE, ErrorCode.PayloadTooLarge, IMAGE_TOO_LARGE_MESSAGE);
export const invalidImage = () =>
  new AppException(HttpStatus.BAD_REQUEST, ErrorCode.InvalidImage, INVALID_IMAGE_MESSAGE, [{ field: 'file', message: INVALID_IMAGE_MESSAGE }]);
export const imageNotFound = (kind: string) => new AppException(HttpStatus.NOT_FOUND, ErrorCode.ImageNotFound, `The company has no ${kind} picture`);
