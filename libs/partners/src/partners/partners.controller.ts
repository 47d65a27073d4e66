import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { ErrorCode, SCREEN_RULES, STAFF_WRITE_ROLES } from '@farebox/domain';
import { Access, ApiErrors, ApiPagedResponse, CurrentUser, type AuthenticatedUser, type Page } from '@farebox/platform';
import { CreatePartnerDto, ListPartnersQueryDto, PartnerListItemDto } from './partner.dto.js';
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
  @Access({ roles: STAFF_WRITE_ROLES, fullAdmin: true })
  @ApiOperation({ summary: 'Create partner (full admin): the payment method is final after creation' })
  @ApiCreatedResponse({ type: CreatedPartnerDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.Conflict)
  create(@Body() dto: CreatePartnerDto, @CurrentUser() user: AuthenticatedUser): Promise<CreatedPartnerDto> {
    return this.partners.create(dto, user);
  }
}
