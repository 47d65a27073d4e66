import { Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { SCREEN_RULES } from '@farebox/domain';
import { FileExportKind, FileExportKinds } from '@farebox/platform';
import { CampaignCodesExportService, XLSX_CONTENT_TYPE } from './campaign-codes-export.service.js';

/** The codes' Excel as a background export takes its one filter: the campaign of GET /promocodes/:id/codes.xlsx. */
export class CampaignCodesExportFiltersDto {
  @ApiProperty({ format: 'uuid', description: 'The serial campaign (the :id of GET /promocodes/:id/codes.xlsx)' })
  @IsUUID('4')
  campaignId: string;
}

/**
 * A serial campaign's codes as Excel in the background (a campaign may have up to 1,000,000 codes): the same
 * streaming writer and file name as Download Excel's direct route, which refuses an unknown campaign (404) and a
 * single one (409) before anything is queued.
 */
@Injectable()
export class CampaignCodesExport implements OnModuleInit {
  constructor(
    private readonly kinds: FileExportKinds,
    private readonly codes: CampaignCodesExportService,
  ) {}

  onModuleInit(): void {
    this.kinds.register({
      kind: FileExportKind.PromoCodes,
      rule: SCREEN_RULES.promocodes,
      filters: CampaignCodesExportFiltersDto,
      filename: async (filters) => (await this.codes.file(filters.campaignId)).filename,
      contentType: XLSX_CONTENT_TYPE,
      count: (filters) => this.codes.count(filters.campaignId),
      write: async (filters, _actor, out, progress) => (await this.codes.file(filters.campaignId)).writeTo(out, progress),
    });
  }
}

/** The codes' Excel and its background export, for the API (CampaignsModule) and the worker alike. */
@Module({
  providers: [CampaignCodesExportService, CampaignCodesExport],
  exports: [CampaignCodesExportService],
})
export class CampaignCodesExportModule {}
