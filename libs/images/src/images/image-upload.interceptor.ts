import { HttpStatus } from '@nestjs/common';
import { ErrorCode, IMAGE_MAX_BYTES, ImageMessage } from '@farebox/domain';
import { AppException, SingleFileUpload } from '@farebox/platform';

export const fileTooLarge = () => new AppException(HttpStatus.PAYLOAD_TOO_LARGE, ErrorCode.PayloadTooLarge, ImageMessage.TooLarge);

/** An image of the library: the multipart field `file`, refused over its size limit with the area's 413. */
export const ImageUploadInterceptor = SingleFileUpload(IMAGE_MAX_BYTES, fileTooLarge);
