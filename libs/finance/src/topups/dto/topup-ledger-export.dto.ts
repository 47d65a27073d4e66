import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { TopupLedgerFilterDto } from './topup-ledger.dto.js';

/** The top-up ledger CSV's filters as a background export takes them: the route's supplier id beside its query. */
export class TopupLedgerExportFiltersDto extends TopupLedgerFilterDto {
  @ApiProperty({ format: 'uuid', description: 'The top-up supplier (the :id of GET /v2/supplier/:id/topup-ledger.csv)' })
  @IsUUID('4')
  supplierId: string;
}
