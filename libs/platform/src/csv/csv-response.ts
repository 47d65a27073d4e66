import type { FastifyReply } from 'fastify';

/** A CSV document built in memory (small exports: passenger lists, sales reports). */
export interface CsvFile {
  filename: string;
  content: string;
}

/** A CSV download: UTF-8 with a byte-order mark so spreadsheets read accented names right. */
export function sendCsv(reply: FastifyReply, file: CsvFile): void {
  void reply.type('text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${file.filename}"`).send(`\uFEFF${file.content}`);
}
