import { HttpStatus } from '@nestjs/common';
import { AppException } from '@farebox/platform';
import { ErrorCode } from '@farebox/domain';

/** The spec's one message for any failure of Send Sales Report (part 1, section 8). */
export const SALES_REPORT_FAILED_MESSAGE = 'Sales reports sending failed.';

export const salesReportFailed = (why: string) =>
  new AppException(HttpStatus.UNPROCESSABLE_ENTITY, ErrorCode.SalesReportFailed, SALES_REPORT_FAILED_MESSAGE, { reason: why });

/** The booking's workflow refuses the action (e.g. a voucher for a booking that is not approved). */
export const mailRefused = (reason: string) => new AppException(HttpStatus.CONFLICT, ErrorCode.TransitionRefused, reason);
