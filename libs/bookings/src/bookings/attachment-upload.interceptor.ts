import { APPROVAL_ATTACHMENT_MAX_BYTES } from '@farebox/domain';
import { SingleFileUpload } from '@farebox/platform';
import { attachmentTooLarge } from './booking.errors.js';

/** An approval attachment: the multipart field `file`, refused over its size limit with the area's 413. */
export const AttachmentUploadInterceptor = SingleFileUpload(APPROVAL_ATTACHMENT_MAX_BYTES, attachmentTooLarge);
