import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, Role, STAFF_ROLES } from '@farebox/domain';
import { Access, ApiErrors, ApiPagedResponse, type Page } from '@farebox/platform';
import { CityDto, CountryDto, ListCitiesQueryDto, ListStationsQueryDto, StationDto } from './dto/geo.dto.js';
import { GeoService } from './geo.service.js';

/** Pickers (booking search From/To, stations): staff and agents, who create bookings too. */
const READERS = [...STAFF_ROLES, Role.Agent];
const uuid = new ParseUUIDPipe({ version: '4' });

@ApiTags('geo')
@Controller('geo')
export class GeoController {
  constructor(private readonly geo: GeoService) {}

  @Get('countries')
  @Access({ roles: READERS })
  @ApiOperation({ summary: 'Every country, by name' })
  @ApiOkResponse({ type: [CountryDto] })
  countries(): Promise<CountryDto[]> {
    return this.geo.listCountries();
  }

  @Get('cities')
  @Access({ roles: READERS })
  @ApiOperation({ summary: 'Cities by name (20 a page), filtered by name, country and slug' })
  @ApiPagedResponse(CityDto)
  @ApiErrors(ErrorCode.ValidationFailed)
  cities(@Query() query: ListCitiesQueryDto): Promise<Page<CityDto>> {
    return this.geo.listCities(query);
  }

  @Get('cities/:id')
  @Access({ roles: READERS })
  @ApiOperation({ summary: 'One city (a picker opened with a city id shows its name)' })
  @ApiOkResponse({ type: CityDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  city(@Param('id', uuid) id: string): Promise<CityDto> {
    return this.geo.getCity(id);
  }

  @Get('stations')
  @Access({ roles: READERS })
  @ApiOperation({ summary: 'Stations by name (20 a page), filtered by city and name' })
  @ApiPagedResponse(StationDto)
  @ApiErrors(ErrorCode.ValidationFailed)
  stations(@Query() query: ListStationsQueryDto): Promise<Page<StationDto>> {
    return this.geo.listStations(query);
  }

  @Get('stations/:id')
  @Access({ roles: READERS })
  @ApiOperation({ summary: 'One station (a picker opened with a station id shows its name)' })
  @ApiOkResponse({ type: StationDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  station(@Param('id', uuid) id: string): Promise<StationDto> {
    return this.geo.getStation(id);
  }
}
