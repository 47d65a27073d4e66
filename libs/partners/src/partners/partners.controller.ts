import { Body, Controller, Get, Param, ParseUUIDPipe, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { ErrorCode, PARTNER_EDIT_RULE, SCREEN_RULES } from '@farebox/domain';
import { Access, ApiErrors, ApiPagedResponse, ChangeLogEntryDto, CurrentUser, type AuthenticatedUser, type Page } from '@farebox/platform';
import { CreatePartnerDto, ListPartnersQueryDto, PartnerDto, PartnerListItemDto, UpdatePartnerDto } from './partner.dto.js';
import { PartnersService } from './partners.service.js';

export class CreatedPartnerDto {
  @ApiProperty({ format: 'uuid' }) id: string;
}

@ApiTags('partners')
@Controller('partners')
export class PartnersController {
  constructor(private readonly partners: PartnersService) {}

  @Get()
  @Access(SCREEN_RULES.partners)
  @ApiOperation({ summary: 'Partners (sales channels) by name, with the filters of the list (spec part 2, 2.7)' })
  @ApiPagedResponse(PartnerListItemDto)
  @ApiErrors(ErrorCode.ValidationFailed)
  list(@Query() query: ListPartnersQueryDto): Promise<Page<PartnerListItemDto>> {
    return this.partners.list(query);
  }

  @Post()
  @Access(PARTNER_EDIT_RULE)
  @ApiOperation({ summary: 'Create partner (full admin): the payment method is final after creation' })
  @ApiCreatedResponse({ type: CreatedPartnerDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.Conflict)
  create(@Body() dto: CreatePartnerDto, @CurrentUser() user: AuthenticatedUser): Promise<CreatedPartnerDto> {
    return this.partners.create(dto, user);
  }

  @Get(':id')
  @Access(SCREEN_RULES.partners)
  @ApiOperation({ summary: 'A partner with its properties (detail screen)' })
  @ApiOkResponse({ type: PartnerDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  detail(@Param('id', ParseUUIDPipe) id: string): Promise<PartnerDto> {
    return this.partners.detail(id);
  }

  @Patch(':id')
  @Access(PARTNER_EDIT_RULE)
  @ApiOperation({ summary: 'Save the booking-agent logo or editable properties (allow-list); the payment method is final' })
  @ApiOkResponse({ type: PartnerDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.EditConflict)
  update(@Param('id', ParseUUIDPipe) id: string, @Body() dto: UpdatePartnerDto, @CurrentUser() user: AuthenticatedUser): Promise<PartnerDto> {
    return this.partners.update(id, dto, user);
  }

  @Get(':id/change-log')
  @Access(SCREEN_RULES.partners)
  @ApiOperation({ summary: 'Who changed what on a partner, newest first' })
  @ApiOkResponse({ type: ChangeLogEntryDto, isArray: true })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  changeLog(@Param('id', ParseUUIDPipe) id: string): Promise<ChangeLogEntryDto[]> {
    return this.partners.changeLogOf(id);
  }
}
