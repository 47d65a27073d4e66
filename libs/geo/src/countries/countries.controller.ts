import { Body, Controller, Get, Param, ParseUUIDPipe, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, STAFF_ROLES, STAFF_WRITE_ROLES } from '@farebox/domain';
import { Access, ApiErrors, ApiPagedResponse, ChangeLogEntryDto, CurrentUser, type AuthenticatedUser, type Page } from '@farebox/platform';
import { CountriesService } from './countries.service.js';
import { CountryDetailsDto, CountryListItemDto, UpdateCountryDto } from './dto/country.dto.js';
import { ListCountriesQueryDto } from './dto/list-countries-query.dto.js';

const uuid = new ParseUUIDPipe({ version: '4' });

@ApiTags('countries')
@Controller('v2/countries')
export class CountriesController {
  constructor(private readonly countries: CountriesService) {}

  @Get()
  @Access({ roles: STAFF_ROLES })
  @ApiOperation({ summary: 'Countries by common name (20 a page), filtered by common or official name' })
  @ApiPagedResponse(CountryListItemDto)
  @ApiErrors(ErrorCode.ValidationFailed)
  list(@Query() query: ListCountriesQueryDto): Promise<Page<CountryListItemDto>> {
    return this.countries.list(query);
  }

  @Get(':id')
  @Access({ roles: STAFF_ROLES })
  @ApiOperation({ summary: 'One country with every field' })
  @ApiOkResponse({ type: CountryDetailsDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  get(@Param('id', uuid) id: string): Promise<CountryDetailsDto> {
    return this.countries.get(id);
  }

  @Put(':id')
  @Access({ roles: STAFF_WRITE_ROLES })
  @ApiOperation({ summary: 'Update a country from the version it was edited from; omitted fields keep their value, HTML is sanitised' })
  @ApiOkResponse({ type: CountryDetailsDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.EditConflict)
  update(@Param('id', uuid) id: string, @Body() dto: UpdateCountryDto, @CurrentUser() user: AuthenticatedUser): Promise<CountryDetailsDto> {
    return this.countries.update(id, dto, user);
  }

  @Get(':id/change-log')
  @Access({ roles: STAFF_ROLES })
  @ApiOperation({ summary: 'Change log, newest first' })
  @ApiOkResponse({ type: [ChangeLogEntryDto] })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  changeLog(@Param('id', uuid) id: string): Promise<ChangeLogEntryDto[]> {
    return this.countries.changeLogOf(id);
  }
}
