import type { Response } from 'express';

/** A CSV document built in memory (small exports: passenger lists, sales reports). */
export interface CsvFile {
  filename: string;
  content: string;
}

/** A CSV download: UTF-8 with a byte-order mark so spreadsheets read accented names right. */
export function sendCsv(res: Response, file: CsvFile): void {
  res.type('text/csv; charset=utf-8').setHeader('Content-Disposition', `attachment; filename="${file.filename}"`).send(`\uFEFF${file.content}`);
}
