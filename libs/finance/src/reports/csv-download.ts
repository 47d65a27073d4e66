import { applyDecorators } from '@nestjs/common';
import { ApiOkResponse, ApiProduces } from '@nestjs/swagger';

/** Documents a streamed CSV download (UTF-8 with BOM, CRLF, formula-looking cells neutralised). */
export const ApiCsvDownload = () =>
  applyDecorators(
    ApiProduces('text/csv'),
    ApiOkResponse({ schema: { type: 'string' }, description: 'CSV streamed as it is read: UTF-8 with a BOM, CRLF line ends' }),
  );

/** `<name>-<day>.csv`, the day being the business day of the download. */
export const csvFilename = (name: string, day: string): string => `${name}-${day}.csv`;
