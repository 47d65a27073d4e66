import { ApiProperty } from '@nestjs/swagger';
import { APPROVAL_ATTACHMENT_TYPES } from '@farebox/domain';

/** An approval attachment: download it from GET /api/bookings/:id/attachments/:attachmentId. */
export class BookingAttachmentDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'ticket-FB12AB34.pdf' }) fileName: string;
  @ApiProperty({ enum: APPROVAL_ATTACHMENT_TYPES }) contentType: string;
  @ApiProperty({ description: 'Bytes' }) size: number;
  @ApiProperty({ description: 'Who uploaded it: the user name' }) uploadedBy: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When an approval took it; null while only uploaded' }) attachedAt:
    string | null;
}
