import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { fileTypeFromBuffer } from 'file-type';
import { DataSource, In, IsNull, Not, type EntityManager } from 'typeorm';
import { APPROVAL_ATTACHMENT_MAX_BYTES, APPROVAL_ATTACHMENT_TYPES, BookingAction, bookingActionRefusal, BookingMessage } from '@farebox/domain';
import { Clock, FileStorage, type AuthenticatedUser } from '@farebox/platform';
import { attachmentNotFound, attachmentTooLarge, invalidAttachment, invalidBooking, transitionRefused, UNKNOWN_ATTACHMENT_MESSAGE } from './booking.errors.js';
import { assertCanRead, loadBooking } from './booking-loader.js';
import { actorOf, authorName } from './booking-transitions.service.js';
import type { BookingAttachmentDto } from './dto/booking-attachment.dto.js';
import { BookingAttachment } from './booking-attachment.entity.js';
import { Booking } from './booking.entity.js';

export interface UploadedAttachment {
  buffer: Buffer;
  size: number;
  originalname?: string;
}

/** A download name without path parts or characters that would break the Content-Disposition header. */
const safeFileName = (name: string | undefined, ext: string) => {
  const base = (name ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/[^\w.\- ]+/g, '_')
    .trim()
    .slice(0, 120);
  return base || `attachment.${ext}`;
};

export const attachmentDto = (a: BookingAttachment): BookingAttachmentDto => ({
  id: a.id,
  fileName: a.fileName,
  contentType: a.contentType,
  size: a.size,
  uploadedBy: a.uploadedByName,
  createdAt: a.createdAt.toISOString(),
  attachedAt: a.attachedAt?.toISOString() ?? null,
});

/**
 * Approval attachments (spec 3.1). A file is checked by its content (PDF or image, magic bytes, never the name or
 * the declared type), stored through FileStorage and recorded unattached; the approval that names it attaches it
 * in its own transaction. Reading one checks the booking's access like the booking itself.
 */
@Injectable()
export class BookingAttachmentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
  ) {}

  async upload(bookingId: string, file: UploadedAttachment | undefined, user: AuthenticatedUser): Promise<BookingAttachmentDto> {
    const { facts } = await loadBooking(this.dataSource.manager, bookingId, user);
    // Only who may approve (or re-approve) the booking now uploads files for it.
    const refusal = bookingActionRefusal(BookingAction.Approve, actorOf(user), facts);
    if (refusal && bookingActionRefusal(BookingAction.Reapprove, actorOf(user), facts)) throw transitionRefused(refusal);
    if (!file || file.size === 0) throw invalidBooking([{ field: 'file', message: BookingMessage.Required }]);
    if (file.size > APPROVAL_ATTACHMENT_MAX_BYTES) throw attachmentTooLarge();
    const type = await fileTypeFromBuffer(file.buffer);
    if (!type || !(APPROVAL_ATTACHMENT_TYPES as readonly string[]).includes(type.mime)) throw invalidAttachment();

    const key = `bookings/${bookingId}/attachments/${randomUUID()}.${type.ext}`;
    await this.storage.put(key, file.buffer, type.mime);
    try {
      const repo = this.dataSource.getRepository(BookingAttachment);
      const saved = await repo.save(
        repo.create({
          bookingId,
          storageKey: key,
          fileName: safeFileName(file.originalname, type.ext),
          contentType: type.mime,
          size: file.size,
          uploadedBy: user.id,
          uploadedByName: authorName(user),
        }),
      );
      return attachmentDto(await repo.findOneByOrFail({ id: saved.id }));
    } catch (err) {
      await this.storage.delete(key);
      throw err;
    }
  }

  async read(bookingId: string, attachmentId: string, user: AuthenticatedUser): Promise<{ content: Buffer; contentType: string; fileName: string }> {
    const booking = await this.dataSource.manager.findOne(Booking, { where: { id: bookingId }, select: { id: true, companyId: true } });
    if (!booking) throw attachmentNotFound();
    assertCanRead(user, booking);
    const attachment = await this.dataSource.manager.findOneBy(BookingAttachment, { id: attachmentId, bookingId });
    const stored = attachment && (await this.storage.get(attachment.storageKey));
    if (!attachment || !stored) throw attachmentNotFound();
    return { ...stored, fileName: attachment.fileName };
  }

  async hasAttached(bookingId: string): Promise<boolean> {
    return this.dataSource.manager.exists(BookingAttachment, { where: { bookingId, attachedAt: Not(IsNull()) } });
  }

  /** Attaches the uploaded files an approval names (400 when one is not an upload of this booking). */
  async attach(manager: EntityManager, bookingId: string, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    const unique = [...new Set(ids)];
    const found = await manager.countBy(BookingAttachment, { bookingId, id: In(unique) });
    if (found !== unique.length) throw invalidBooking([{ field: 'attachments', message: UNKNOWN_ATTACHMENT_MESSAGE }]);
    await manager.update(BookingAttachment, { bookingId, id: In(unique), attachedAt: IsNull() }, { attachedAt: this.clock.now() });
  }
}
