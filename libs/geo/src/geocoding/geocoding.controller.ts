import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, Role, STAFF_ROLES } from '@farebox/domain';
import { Access, APP_CONFIG, ApiErrors, type AppConfig } from '@farebox/platform';
import { GeocodeQueryDto, GeocodeResultDto, MapSettingsDto } from './dto/geocode.dto.js';
import { Geocoder } from './geocoder.port.js';

@ApiTags('geo')
@Controller('geo')
export class GeocodingController {
  constructor(
    private readonly geocoder: Geocoder,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('geocode')
  // Agents too: their company's view shows the company's address on a map (the answers are public places).
  @Access({ roles: [...STAFF_ROLES, Role.Agent] })
  @ApiOperation({ summary: 'Address or area search (at most 5 places, best first); 503 GeocoderNotConfigured without GEOCODER_URL' })
  @ApiOkResponse({ type: [GeocodeResultDto] })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.GeocoderNotConfigured, ErrorCode.GeocoderUnavailable)
  geocode(@Query() query: GeocodeQueryDto): Promise<GeocodeResultDto[]> {
    return this.geocoder.search(query.q, query.kind);
  }

  @Get('map-settings')
  @Access({ roles: [...STAFF_ROLES, Role.Agent] })
  @ApiOperation({ summary: 'Where the maps take their base from (MAP_STYLE_URL), or the tile-free base' })
  @ApiOkResponse({ type: MapSettingsDto })
  mapSettings(): MapSettingsDto {
    return { styleUrl: this.config.mapStyleUrl };
  }
}
