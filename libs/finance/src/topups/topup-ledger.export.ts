import { Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { PAYMENTS_REPORT_FULL_RULE } from '@farebox/domain';
import { csvPieces, FileExportKind, FileExportKinds } from '@farebox/platform';
import { TopupLedgerExportFiltersDto } from './dto/topup-ledger-export.dto.js';
import { TOPUP_LEDGER_CSV_HEADER, TopupLedgerService } from './topup-ledger.service.js';

/** A top-up supplier's ledger CSV as a background export: the same rows, header and file name as the synchronous route. */
@Injectable()
export class TopupLedgerExport implements OnModuleInit {
  constructor(
    private readonly kinds: FileExportKinds,
    private readonly ledger: TopupLedgerService,
  ) {}

  onModuleInit(): void {
    this.kinds.register({
      kind: FileExportKind.TopupLedger,
      rule: PAYMENTS_REPORT_FULL_RULE,
      filters: TopupLedgerExportFiltersDto,
      filename: (filters) => this.ledger.csvFilename(filters.supplierId, filters),
      header: TOPUP_LEDGER_CSV_HEADER,
      count: (filters) => this.ledger.csvCount(filters.supplierId, filters),
      pieces: (filters) => csvPieces(this.ledger.csvBatches(filters.supplierId, filters)),
    });
  }
}

/** The top-up ledger's reads and its background export, for the API (SupplierAccountsModule) and the worker alike. */
@Module({
  providers: [TopupLedgerService, TopupLedgerExport],
  exports: [TopupLedgerService],
})
export class TopupLedgerExportModule {}
