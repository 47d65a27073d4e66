import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { ErrorCode, lineAccessFor, Role, type Actor, type LineAccess } from '@farebox/domain';
import { AppException, notFound } from '@farebox/platform';
import { Line } from './line.entity.js';

const notAllowed = () => new AppException(HttpStatus.FORBIDDEN, ErrorCode.Forbidden, "You don't have the permission to access this resource.");

/** The one place that decides which lines a user sees and what it may change on them. */
@Injectable()
export class LineAccessService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The line when the actor may do `need` with it. 404 when it does not exist or the actor may not read it (an
   * agent never learns that another company's line exists); 403 when it may read but not do `need`.
   */
  async require(actor: Actor, lineId: string, need: keyof LineAccess, manager: EntityManager = this.dataSource.manager): Promise<Line> {
    const line = await manager.findOne(Line, { where: { id: lineId } });
    if (!line) throw notFound('Line');
    const access = await this.accessTo(actor, line, manager);
    if (!access.read) throw notFound('Line');
    if (!access[need]) throw notAllowed();
    return line;
  }

  /** What the actor may do with the line (sent with the line so the web shows only what is allowed). */
  async accessTo(actor: Actor, line: Pick<Line, 'companyId' | 'supplierId'>, manager: EntityManager = this.dataSource.manager): Promise<LineAccess> {
    return lineAccessFor(actor, line, await this.scheduleAuthorized(actor, manager));
  }

  /**
   * A WHERE condition on the `line` alias restricting a query to the lines the actor reads; pushes its
   * parameter onto `params`. Staff: no restriction.
   */
  visibleLinesCondition(actor: Actor, alias: string, params: unknown[]): string {
    if (actor.role !== Role.Agent) return 'TRUE';
    params.push(actor.companyId);
    const p = `$${params.length}`;
    return `(${alias}.company_id = ${p} OR ${alias}.supplier_id = ${p})`;
  }

  private async scheduleAuthorized(actor: Actor, manager: EntityManager): Promise<boolean> {
    if (actor.role !== Role.Agent || !actor.companyId) return false;
    const [row]: { schedule_authorized: boolean }[] = await manager.query(`SELECT schedule_authorized FROM company WHERE id = $1`, [actor.companyId]);
    return row?.schedule_authorized ?? false;
  }
}
