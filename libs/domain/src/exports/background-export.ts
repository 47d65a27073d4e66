/**
 * Above this many rows an export runs in the background: the worker writes the file and the browser saves it straight
 * to disk through a link. The screens choose by the count they show; the Excel routes refuse more (exceljs builds an
 * object per row, so a large workbook would grow the API's memory by tens of MB while it streams).
 */
export const BACKGROUND_EXPORT_ROWS = 10_000;

export const ExportMessage = {
  DirectTooLarge: `More than ${BACKGROUND_EXPORT_ROWS.toLocaleString('en-US')} rows: export them in the background (POST /api/exports).`,
} as const;
