import { Body, Controller, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Put, Query, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { BACKGROUND_EXPORT_ROWS, ErrorCode, SCREEN_RULES } from '@farebox/domain';
import { Access, ApiErrors, ApiIdempotent, ApiPagedResponse, CurrentUser, IdempotencyKeyHeader, type AuthenticatedUser, type Page } from '@farebox/platform';
import { CampaignCodesExportService, XLSX_CONTENT_TYPE } from './campaign-codes-export.service.js';
import { CampaignsService } from './campaigns.service.js';
import { CreateSerialCampaignDto, CreateSingleCampaignDto, UpdateCampaignDto } from './dto/campaign-input.dto.js';
import { CampaignCreatorDto, CampaignDto, CampaignListItemDto, CreatedCampaignDto } from './dto/campaign.dto.js';
import { ListCampaignsQueryDto } from './dto/campaign-query.dto.js';
import { PromoCheckDto, PromoCheckResultDto, PromoRedeemDto, PromoRedemptionDto } from './dto/promo-check.dto.js';
import { PromoRedemptionsService } from './promo-redemptions.service.js';

const uuid = new ParseUUIDPipe({ version: '4' });

/** Promo code campaigns (spec part 3): staff read, staff writers write; serial campaigns need developer mode. */
@ApiTags('promocodes')
@Controller('promocodes')
export class CampaignsController {
  constructor(
    private readonly campaigns: CampaignsService,
    private readonly exports: CampaignCodesExportService,
    private readonly redemptions: PromoRedemptionsService,
  ) {}

  @Get()
  @Access(SCREEN_RULES.promocodes)
  @ApiOperation({ summary: 'Campaigns (20 a page), filtered by name, creator, type, team and status; sorted by a column (default newest first)' })
  @ApiPagedResponse(CampaignListItemDto)
  @ApiErrors(ErrorCode.ValidationFailed)
  list(@Query() query: ListCampaignsQueryDto): Promise<Page<CampaignListItemDto>> {
    return this.campaigns.list(query);
  }

  @Get('creators')
  @Access(SCREEN_RULES.promocodes)
  @ApiOperation({ summary: "The creator filter's choices: users who created a campaign" })
  @ApiOkResponse({ type: [CampaignCreatorDto] })
  creators(): Promise<CampaignCreatorDto[]> {
    return this.campaigns.creators();
  }

  @Post('single')
  @Access(SCREEN_RULES.promocodesWrite)
  @ApiIdempotent()
  @ApiOperation({
    summary: 'Create a single campaign, once per Idempotency-Key; 400 lists every invalid field, a code any campaign has answers 409 PromoCodeTaken',
  })
  @ApiCreatedResponse({ type: CreatedCampaignDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.PromoCodeTaken)
  createSingle(
    @Body() dto: CreateSingleCampaignDto,
    @IdempotencyKeyHeader() key: string | undefined,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<CreatedCampaignDto> {
    return this.campaigns.createSingle(dto, key, user);
  }

  @Post('serial')
  @Access(SCREEN_RULES.promocodesWrite)
  @ApiIdempotent()
  @ApiOperation({
    summary:
      'Save & Generate a serial campaign (developer mode only), once per Idempotency-Key: saved in state draft with its generation job; poll GET /promocodes/{id} for the progress',
  })
  @ApiCreatedResponse({ type: CreatedCampaignDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.DeveloperModeRequired)
  createSerial(
    @Body() dto: CreateSerialCampaignDto,
    @IdempotencyKeyHeader() key: string | undefined,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<CreatedCampaignDto> {
    return this.campaigns.createSerial(dto, key, user);
  }

  @Post('check')
  @HttpCode(HttpStatus.OK)
  @Access(SCREEN_RULES.promocodesWrite)
  @ApiOperation({
    summary:
      'Whether a code applies to a cart and its discount, for the public site (its staff service account, a support user): refusals answer 200 with valid false and the reason',
  })
  @ApiOkResponse({ type: PromoCheckResultDto })
  @ApiErrors(ErrorCode.ValidationFailed)
  check(@Body() dto: PromoCheckDto): Promise<PromoCheckResultDto> {
    return this.redemptions.check(dto);
  }

  @Post('redeem')
  @HttpCode(HttpStatus.OK)
  @Access(SCREEN_RULES.promocodesWrite)
  @ApiOperation({
    summary:
      'Use a code for an order (the public site at checkout): the check, then the use recorded; racing redeems of a last use get one success and one refusal. A retry for the same order answers the same redemption',
  })
  @ApiOkResponse({ type: PromoRedemptionDto })
  @ApiErrors(ErrorCode.ValidationFailed)
  redeem(@Body() dto: PromoRedeemDto): Promise<PromoRedemptionDto> {
    return this.redemptions.redeem(dto);
  }

  @Get(':id')
  @Access(SCREEN_RULES.promocodes)
  @ApiOperation({ summary: 'One campaign with every field of the edit form and, for a serial one, its generation progress' })
  @ApiOkResponse({ type: CampaignDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  get(@Param('id', uuid) id: string): Promise<CampaignDto> {
    return this.campaigns.get(id);
  }

  @Put(':id')
  @Access(SCREEN_RULES.promocodesWrite)
  @ApiOperation({ summary: 'Edit the shared fields (the code, prefix and number of codes stay); a stale version answers 409 EditConflict' })
  @ApiOkResponse({ type: CampaignDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.EditConflict, ErrorCode.DeveloperModeRequired)
  update(@Param('id', uuid) id: string, @Body() dto: UpdateCampaignDto, @CurrentUser() user: AuthenticatedUser): Promise<CampaignDto> {
    return this.campaigns.update(id, dto, user);
  }

  @Post(':id/regenerate')
  @HttpCode(HttpStatus.ACCEPTED)
  @Access(SCREEN_RULES.promocodesWrite)
  @ApiOperation({ summary: 'Start a failed generation again (developer mode only); the codes already made are kept. 409 from any other state' })
  @ApiAcceptedResponse({ description: 'Queued' })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.TransitionRefused, ErrorCode.DeveloperModeRequired)
  regenerate(@Param('id', uuid) id: string, @CurrentUser() user: AuthenticatedUser): Promise<void> {
    return this.campaigns.regenerate(id, user);
  }

  @Get(':id/codes.xlsx')
  @Access(SCREEN_RULES.promocodes)
  @ApiOperation({
    summary: `Download Excel: a serial campaign's codes, streamed (one column, Code); at most ${BACKGROUND_EXPORT_ROWS.toLocaleString('en-US')} codes, more go through POST /exports (kind promocodes.codes)`,
  })
  @ApiProduces(XLSX_CONTENT_TYPE)
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.TransitionRefused, ErrorCode.DirectExportTooLarge)
  async codes(@Param('id', uuid) id: string, @Res() res: FastifyReply): Promise<void> {
    const file = await this.exports.directFile(id);
    const body = new PassThrough();
    void res.type(XLSX_CONTENT_TYPE).header('Content-Disposition', `attachment; filename="${file.filename}"`).send(body);
    // Written as the reply reads it (the workbook ends the stream); a failure midway can only cut the download short.
    await file.writeTo(body).catch((err: Error) => body.destroy(err));
  }
}
