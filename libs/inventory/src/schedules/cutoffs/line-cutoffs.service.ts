import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { durationOf, LINE_CUTOFF_FIELDS, resolveLineCutoffs, type Actor, type FieldProblem, type LineCutoffMinutes } from '@farebox/domain';
import { ChangeLogService, Clock, notFound, validationFailed, type AuthenticatedUser, type ChangeAuthor, type FieldChange } from '@farebox/platform';
import { LineAccessService } from '../../lines/line-access.service.js';
import { Line } from '../../lines/line.entity.js';
import type { LineCutoffsDto, UpdateLineCutoffsDto } from './line-cutoffs.dto.js';

/** Change-log entity name: the section is saved with the line (its version). */
const LINE = 'line';
const authorOf = (user: AuthenticatedUser): ChangeAuthor => ({ id: user.id, name: user.displayName || user.username, email: user.email ?? null });
const invalid = (errors: FieldProblem[]) => validationFailed(errors, errors.map((e) => e.message).join('; '));

/** The line's cutoffs in whole minutes, as its columns hold them. */
export const cutoffsOf = (line: Line): LineCutoffMinutes => ({
  bookBefore: line.bookBeforeMinutes,
  reverseCutoff: line.reverseCutoffMinutes,
  automaticApprovalCutoff: line.automaticApprovalCutoffMinutes,
  allocationCutoff: line.allocationCutoffMinutes,
  allocationBookingWindow: line.allocationBookingWindowMinutes,
});

/**
 * "Cutoffs and booking window" at the top of the Schedules tab (spec part 2, 2.9 tab 4, 3.5). Read by whoever reads
 * the line, saved by whoever edits its schedules (full admins; agents of a schedule-authorised company on their own
 * lines), whole, from the line version it was edited from: 400 with every invalid part, 409 EditConflict on a stale
 * version (with what changed since); a save bumps the line's version and writes one change-log entry on the line.
 */
@Injectable()
export class LineCutoffsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: LineAccessService,
    private readonly changeLog: ChangeLogService,
    private readonly clock: Clock,
  ) {}

  async get(actor: Actor, lineId: string): Promise<LineCutoffsDto> {
    const line = await this.access.require(actor, lineId, 'read');
    return this.dtoOf(actor, line);
  }

  async update(user: AuthenticatedUser, lineId: string, dto: UpdateLineCutoffsDto): Promise<LineCutoffsDto> {
    return this.dataSource.transaction(async (manager) => {
      await this.access.require(user, lineId, 'editSchedules', manager);
      const [row]: { version: number }[] = await manager.query(`SELECT version FROM line WHERE id = $1 FOR UPDATE`, [lineId]);
      if (!row) throw notFound('Line');
      if (row.version !== dto.version) throw await this.changeLog.conflictSince(manager, LINE, lineId, dto.version, row.version);
      const resolved = resolveLineCutoffs(dto);
      if ('errors' in resolved) throw invalid(resolved.errors);
      const line = await manager.findOneByOrFail(Line, { id: lineId });
      const before = cutoffsOf(line);
      const after = resolved.value;
      const changes: FieldChange[] = LINE_CUTOFF_FIELDS.filter((f) => before[f] !== after[f]).map((f) => ({ field: f, from: before[f], to: after[f] }));
      if (changes.length === 0) return this.dtoOf(user, line);

      const [[updated]]: [{ version: number }[], number] = await manager.query(
        `UPDATE line SET book_before_minutes = $3, automatic_approval_cutoff_minutes = $4, allocation_cutoff_minutes = $5,
                allocation_booking_window_minutes = $6, reverse_cutoff_minutes = $7, version = version + 1, updated_at = $8
          WHERE id = $1 AND version = $2 RETURNING version`,
        [
          lineId,
          dto.version,
          after.bookBefore,
          after.automaticApprovalCutoff,
          after.allocationCutoff,
          after.allocationBookingWindow,
          after.reverseCutoff,
          this.clock.now(),
        ],
      );
      await this.changeLog.record(manager, LINE, lineId, updated.version, authorOf(user), changes);
      return this.dtoOf(user, await manager.findOneByOrFail(Line, { id: lineId }), manager);
    });
  }

  private async dtoOf(actor: Actor, line: Line, manager = this.dataSource.manager): Promise<LineCutoffsDto> {
    const minutes = cutoffsOf(line);
    const duration = (m: number | null) => (m == null ? null : durationOf(m));
    const access = await this.access.accessTo(actor, line, manager);
    return {
      lineId: line.id,
      version: line.version,
      canEdit: access.editSchedules,
      bookBefore: duration(minutes.bookBefore),
      reverseCutoff: duration(minutes.reverseCutoff),
      automaticApprovalCutoff: duration(minutes.automaticApprovalCutoff),
      allocationCutoff: duration(minutes.allocationCutoff),
      allocationBookingWindow: duration(minutes.allocationBookingWindow),
    };
  }
}
