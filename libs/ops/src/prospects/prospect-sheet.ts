import type { SerpRequest, SerpResult } from './serp-provider.port.js';

export const SHEET_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PROSPECT_SHEET_NAME = 'Results';
export const PROSPECT_SHEET_COLUMNS = ['Query', 'Location', 'Position', 'Title', 'Link', 'Domain', 'Snippet'] as const;

// exceljs (tens of MB) is loaded at the first sheet, not at start-up; the promise is kept so it is imported once.
const importExceljs = () => import('exceljs');
let excelModule: ReturnType<typeof importExceljs> | undefined;
const loadExcel = async () => (await (excelModule ??= importExceljs())).default;

/** The results of one query seen from one location. */
export interface SearchResults {
  request: SerpRequest;
  results: SerpResult[];
}

/** The site of a result link without its leading "www." ('' when the link is not a URL). */
export function domainOf(link: string): string {
  try {
    return new URL(link).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** The .xlsx of a search: a header row, then a row a result in request order (query, then location, then position). */
export async function prospectSheet(searches: readonly SearchResults[]): Promise<{ content: Buffer; rows: number }> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(PROSPECT_SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = PROSPECT_SHEET_COLUMNS.map((header) => ({ header, width: header === 'Snippet' || header === 'Title' ? 60 : 24 }));
  sheet.getRow(1).font = { bold: true };
  let rows = 0;
  for (const { request, results } of searches) {
    for (const r of results) {
      sheet.addRow([request.query, request.location, r.position, r.title, r.link, domainOf(r.link), r.snippet]);
      rows += 1;
    }
  }
  return { content: Buffer.from(await workbook.xlsx.writeBuffer()), rows };
}
