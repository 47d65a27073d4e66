import { COMPANY_IMAGE_MAX_BYTES } from '@farebox/domain';
import { SingleFileUpload } from '@farebox/platform';
import { imageTooLarge } from './company.errors.js';

/** A company's logo or cover: the multipart field `file`, refused over its size limit with the area's 413. */
export const ImageUploadInterceptor = SingleFileUpload(COMPANY_IMAGE_MAX_BYTES, imageTooLarge);
