import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isLinesFullAdmin, type Actor } from '@farebox/domain';
import { takeOf, type Page, likePattern } from '@farebox/platform';
import { LineAccessService } from '../line-access.service.js';
import type { LineListItemDto, LineListQueryDto } from './line-list.dto.js';
import { lineCountSql, lineListSql, type LineListRow } from './line-list.query.js';

/** An ILIKE pattern matching text that contains `text` literally (its % _ and \ escaped). */

const toItem = (r: LineListRow, fullAdmin: boolean): LineListItemDto => ({
  id: r.id,
  denomination: r.denomination,
  type: r.type as LineListItemDto['type'],
  lineClass: r.lineClass,
  published: r.published,
  attributes: {
    isSupplierApi: r.isSupplierApi,
    isPrivateTransfer: r.isPrivateTransfer,
    automaticApproval: r.automaticApproval,
    manualBookings: r.manualBookings,
    vehicleOnBoard: r.vehicleOnBoard,
  },
  route: {
    stationA: { id: r.stationAId, name: r.stationAName },
    stationB: { id: r.stationBId, name: r.stationBName },
    cityA: { id: r.cityAId, name: r.cityAName },
    cityB: { id: r.cityBId, name: r.cityBName },
  },
  operator: { id: r.operatorId, name: r.operatorName },
  supplier: r.supplierId ? { id: r.supplierId, name: r.supplierName! } : null,
  cutoffMinutes: r.bookBeforeMinutes,
  ...(fullAdmin ? { markup: r.markupMin === null ? null : { min: r.markupMin, max: r.markupMax! } } : {}),
  extras: r.extras,
});

/** The `/lines` list (spec part 2, 2.8): the lines the actor may read, filtered, 20 a page by denomination. */
@Injectable()
export class LineListService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: LineAccessService,
  ) {}

  async list(query: LineListQueryDto, actor: Actor): Promise<Page<LineListItemDto>> {
    const fullAdmin = isLinesFullAdmin(actor);
    const filters: unknown[] = [
      query.denomination ? likePattern(query.denomination) : null,
      query.company ?? null,
      fullAdmin ? (query.supplier ?? null) : null,
      query.country ?? null,
      query.city ?? null,
      query.cityB ?? null,
      query.type ?? null,
      fullAdmin ? (query.published ?? null) : null,
      query.isSupplierApi ?? null,
      query.isPrivateTransfer ?? null,
    ];
    const params = [...filters, query.offset, takeOf(query)];
    const rows: LineListRow[] = await this.dataSource.query(lineListSql(this.access.visibleLinesCondition(actor, 'l', params)), params);
    let total = rows[0]?.total;
    if (total === undefined) {
      const countParams = [...filters];
      const [row]: { total: number }[] = await this.dataSource.query(lineCountSql(this.access.visibleLinesCondition(actor, 'l', countParams)), countParams);
      total = row.total;
    }
    return { data: rows.map((r) => toItem(r, fullAdmin)), meta: { limit: query.limit, offset: query.offset, total } };
  }
}
