import type { Writable } from 'node:stream';
import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { BACKGROUND_EXPORT_ROWS, CampaignMessage, ErrorCode, ExportMessage } from '@farebox/domain';
import { AppException, FileExportKind, notFound } from '@farebox/platform';

// exceljs (tens of MB) is loaded at the first download, not at start-up; the promise is kept so it is imported once.
const importExceljs = () => import('exceljs');
let excelModule: ReturnType<typeof importExceljs> | undefined;
const loadExcel = async () => (await (excelModule ??= importExceljs())).default;

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Codes read per query: the export holds one page in memory, however many codes the campaign has. */
export const EXPORT_PAGE_SIZE = 5_000;

export interface CodesFile {
  filename: string;
  /** Writes the workbook to the stream and ends it, reporting the codes written so far; resolves with their number. */
  writeTo(stream: Writable, progress?: (done: number) => Promise<void>): Promise<number>;
}

/**
 * Download Excel: a serial campaign's codes as an .xlsx streamed with exceljs's WorkbookWriter, read from
 * PostgreSQL a page at a time by id (keyset), each row committed as it is written so memory stays flat.
 */
@Injectable()
export class CampaignCodesExportService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async file(campaignId: string): Promise<CodesFile> {
    const [campaign] = await this.dataSource.query<{ name: string; campaign_type: string }[]>(`SELECT name, campaign_type FROM promo_campaign WHERE id = $1`, [
      campaignId,
    ]);
    if (!campaign) throw notFound('Campaign');
    if (campaign.campaign_type !== 'serial') throw new AppException(HttpStatus.CONFLICT, ErrorCode.TransitionRefused, CampaignMessage.NotSerial);
    return { filename: `promo-codes-${campaign.name}.xlsx`, writeTo: (stream, progress) => this.write(campaignId, stream, progress) };
  }

  /**
   * Download Excel's direct route: the file of a campaign of at most BACKGROUND_EXPORT_ROWS codes. More are refused
   * (422) before anything is written, for the background export to write instead.
   */
  async directFile(campaignId: string): Promise<CodesFile> {
    const file = await this.file(campaignId);
    const rows = await this.count(campaignId);
    if (rows > BACKGROUND_EXPORT_ROWS) {
      throw new AppException(HttpStatus.UNPROCESSABLE_ENTITY, ErrorCode.DirectExportTooLarge, ExportMessage.DirectTooLarge, {
        rows,
        limit: BACKGROUND_EXPORT_ROWS,
        exportKind: FileExportKind.PromoCodes,
      });
    }
    return file;
  }

  /** How many codes the campaign has (a background export's progress total). */
  async count(campaignId: string): Promise<number> {
    const [row] = await this.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM promo_code WHERE campaign_id = $1`, [campaignId]);
    return row.n;
  }

  private async write(campaignId: string, stream: Writable, progress?: (done: number) => Promise<void>): Promise<number> {
    const ExcelJS = await loadExcel();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
    const sheet = workbook.addWorksheet('Codes');
    sheet.columns = [{ header: 'Code', key: 'code', width: 20 }];
    let after = '0';
    let written = 0;
    for (;;) {
      const page = await this.dataSource.query<{ id: string; code: string }[]>(
        `SELECT id, code FROM promo_code WHERE campaign_id = $1 AND id > $2 ORDER BY id LIMIT ${EXPORT_PAGE_SIZE}`,
        [campaignId, after],
      );
      for (const row of page) sheet.addRow([row.code]).commit();
      written += page.length;
      await progress?.(written);
      if (page.length < EXPORT_PAGE_SIZE) break;
      after = page[page.length - 1].id;
    }
    sheet.commit();
    await workbook.commit();
    return written;
  }
}
