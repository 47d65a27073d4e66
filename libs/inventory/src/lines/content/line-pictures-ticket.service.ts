import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { DataSource, type EntityManager } from 'typeorm';
import { ImageType, LineInfoMessage, STAFF_WRITE_ROLES, type Actor } from '@farebox/domain';
import { Image, PictureOwners, PicturesService, thumbnailUrlOf, viewUrlOf } from '@farebox/images';
import { ChangeLogService, Clock, type AuthenticatedUser } from '@farebox/platform';
import type { ApprovalInputs } from '../line.constants.js';
import { LineAccessService } from '../line-access.service.js';
import { Line } from '../line.entity.js';
import type { LinePicturesTicketDto, UpdateLinePicturesTicketDto } from './dto/line-pictures-ticket.dto.js';
import { authorOf, diff, invalid, LINE, lockedVersion, type Snapshot } from './line-content.shared.js';

/**
 * Tab 3 of the line editor (spec part 2, 2.9 and 3.5): the line's pictures (libs/images pictures of owner 'line'), the
 * ticket template (a PDF template image) and what booking approval asks (line.approval_inputs, which approval reads).
 */
@Injectable()
export class LinePicturesTicketService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: LineAccessService,
    private readonly owners: PictureOwners,
    private readonly pictures: PicturesService,
    private readonly changeLog: ChangeLogService,
    private readonly clock: Clock,
  ) {}

  /**
   * Lines own pictures; like the Pictures & Ticket tab, only full admins change them (also through /pictures/line/:id).
   * A template that is a line's ticket template cannot be deleted.
   */
  onModuleInit(): void {
    this.owners.register('line', { table: 'line', nameColumn: 'denomination', writeRule: { roles: STAFF_WRITE_ROLES, fullAdmin: true } });
    this.owners.registerTemplateUser({ kind: 'line', table: 'line', column: 'ticket_template_id', nameColumn: 'denomination' });
  }

  async get(actor: Actor, lineId: string): Promise<LinePicturesTicketDto> {
    const line = await this.access.require(actor, lineId, 'read');
    return this.tabOf(this.dataSource.manager, line);
  }

  /**
   * Saves the tab from the line version it was edited from: 400 for a picture list libs/images refuses or a ticket
   * template that is not a PDF template, 409 EditConflict on a stale version; one change-log entry on the line.
   */
  async update(user: AuthenticatedUser, lineId: string, dto: UpdateLinePicturesTicketDto): Promise<LinePicturesTicketDto> {
    const saved = await this.dataSource.transaction(async (manager) => {
      const line = await this.access.require(user, lineId, 'editLine', manager);
      const current = await lockedVersion(manager, lineId);
      if (current !== dto.version) throw await this.changeLog.conflictSince(manager, LINE, lineId, dto.version, current);

      const templateId = dto.ticketTemplateId || null;
      if (templateId) {
        const image = isUUID(templateId) ? await manager.findOneBy(Image, { id: templateId }) : null;
        if (!image) throw invalid([{ field: 'ticketTemplateId', message: LineInfoMessage.UnknownTemplate }]);
        if (image.type !== ImageType.Template) throw invalid([{ field: 'ticketTemplateId', message: LineInfoMessage.NotATemplate }]);
      }
      const before = await this.snapshotOf(manager, line);
      // Validates the list (each image once, one main, pictures only) and replaces it inside this transaction.
      await this.pictures.replace(user, 'line', lineId, { pictures: dto.pictures }, manager);
      const approvalInputs: ApprovalInputs = {
        bookingCode: dto.approvalInputDefinitions.bookingCode,
        seatsNumber: dto.approvalInputDefinitions.seatsNumber,
        qrCodes: dto.approvalInputDefinitions.qrCodes,
        requiredAttachments: dto.needApprovalAttachments,
      };
      const after = await this.snapshotOf(manager, { ...line, ticketTemplateId: templateId, approvalInputs });
      const changes = diff(before, after);
      if (changes.length === 0) return line;
      const [rows]: [{ version: number }[], number] = await manager.query(
        `UPDATE line SET ticket_template_id = $3, approval_inputs = $4, version = version + 1, updated_at = $5
          WHERE id = $1 AND version = $2 RETURNING version`,
        [lineId, dto.version, templateId, JSON.stringify(approvalInputs), this.clock.now()],
      );
      if (rows.length !== 1) throw await this.changeLog.conflictSince(manager, LINE, lineId, dto.version, dto.version + 1);
      await this.changeLog.record(manager, LINE, lineId, rows[0].version, authorOf(user), changes);
      return manager.findOneByOrFail(Line, { id: lineId });
    });
    // Read after the commit: the pictures are read through PicturesService's own connection.
    return this.tabOf(this.dataSource.manager, saved);
  }

  private async tabOf(manager: EntityManager, line: Line): Promise<LinePicturesTicketDto> {
    const template = line.ticketTemplateId ? await manager.findOneBy(Image, { id: line.ticketTemplateId }) : null;
    return {
      lineId: line.id,
      version: line.version,
      pictures: await this.pictures.list('line', line.id),
      ticketTemplate: template
        ? { id: template.id, originalName: template.originalName, url: viewUrlOf(template), thumbnailUrl: thumbnailUrlOf(template) }
        : null,
      approvalInputDefinitions: {
        bookingCode: line.approvalInputs.bookingCode,
        seatsNumber: line.approvalInputs.seatsNumber,
        qrCodes: line.approvalInputs.qrCodes,
      },
      needApprovalAttachments: line.approvalInputs.requiredAttachments,
    };
  }

  /** The tab as change-log fields (pictures in order, the main one marked, by image name). */
  private async snapshotOf(manager: EntityManager, line: Pick<Line, 'id' | 'ticketTemplateId' | 'approvalInputs'>): Promise<Snapshot> {
    const rows: { name: string; is_main: boolean }[] = await manager.query(
      `SELECT i.original_name AS name, p.is_main FROM picture p JOIN image i ON i.id = p.image_id WHERE p.owner_type = 'line' AND p.owner_id = $1 ORDER BY p.position`,
      [line.id],
    );
    const [template]: { name: string }[] = line.ticketTemplateId
      ? await manager.query(`SELECT original_name AS name FROM image WHERE id = $1`, [line.ticketTemplateId])
      : [];
    return {
      pictures: rows.map((r) => (r.is_main ? `${r.name} (main)` : r.name)).join(', '),
      ticketTemplate: template?.name ?? null,
      'approvalInputDefinitions.bookingCode': line.approvalInputs.bookingCode,
      'approvalInputDefinitions.seatsNumber': line.approvalInputs.seatsNumber,
      'approvalInputDefinitions.qrCodes': line.approvalInputs.qrCodes,
      needApprovalAttachments: line.approvalInputs.requiredAttachments,
    };
  }
}
