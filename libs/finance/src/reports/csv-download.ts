import { applyDecorators } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiProduces } from '@nestjs/swagger';
import { ErrorResponseDto } from '@farebox/platform';
import { todayUtc } from '../business-day.js';

/** Documents a streamed CSV download (UTF-8 with BOM, CRLF, formula-looking cells neutralised). */
export const ApiCsvDownload = () =>
  applyDecorators(
    ApiProduces('text/csv'),
    ApiOkResponse({ schema: { type: 'string' }, description: 'CSV streamed as it is read: UTF-8 with a BOM, CRLF line ends' }),
    ApiBadRequestResponse({ type: ErrorResponseDto }),
  );

/** `<name>-<today>.csv` */
export const csvFilename = (name: string): string => `${name}-${todayUtc()}.csv`;
