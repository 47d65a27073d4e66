import { applyDecorators, Body, Controller, Get, Param, ParseEnumPipe, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ErrorCode, PICTURE_OWNER_TYPES, STAFF_ROLES, STAFF_WRITE_ROLES, type PictureOwnerType } from '@farebox/domain';
import { Access, ApiErrors, CurrentUser, type AuthenticatedUser } from '@farebox/platform';
import { CoverDto, CoversQueryDto, PictureDto, ReplacePicturesDto } from './dto/picture.dto.js';
import { PicturesService } from './pictures.service.js';

const ownerTypePipe = new ParseEnumPipe(Object.fromEntries(PICTURE_OWNER_TYPES.map((t) => [t, t])));
const OwnerParams = () => applyDecorators(ApiParam({ name: 'ownerType', enum: PICTURE_OWNER_TYPES }), ApiParam({ name: 'ownerId', format: 'uuid' }));

@ApiTags('pictures')
@Controller('pictures')
export class PicturesController {
  constructor(private readonly pictures: PicturesService) {}

  // Declared before ':ownerType/:ownerId', which would otherwise take 'covers' for an owner type.
  @Get('covers/:ownerType')
  @Access({ roles: STAFF_ROLES })
  @ApiParam({ name: 'ownerType', enum: PICTURE_OWNER_TYPES })
  @ApiOperation({ summary: 'The main picture of each listed owner that has one (one call for a list page)' })
  @ApiOkResponse({ type: [CoverDto] })
  @ApiErrors(ErrorCode.ValidationFailed)
  covers(@Param('ownerType', ownerTypePipe) ownerType: PictureOwnerType, @Query() query: CoversQueryDto): Promise<CoverDto[]> {
    return this.pictures.coversOf(ownerType, query.ownerIds);
  }

  @Get(':ownerType/:ownerId')
  @Access({ roles: STAFF_ROLES })
  @OwnerParams()
  @ApiOperation({ summary: 'The ordered pictures of a city, province, zone, station or place; 404 for an unknown owner' })
  @ApiOkResponse({ type: [PictureDto] })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  list(@Param('ownerType', ownerTypePipe) ownerType: PictureOwnerType, @Param('ownerId') ownerId: string): Promise<PictureDto[]> {
    return this.pictures.list(ownerType, ownerId);
  }

  @Put(':ownerType/:ownerId')
  @Access({ roles: STAFF_WRITE_ROLES })
  @OwnerParams()
  @ApiOperation({
    summary:
      'Replace the ordered pictures: each image once, exactly one main unless empty, pictures only; 400 for an unknown image; a province needs edit-province',
  })
  @ApiOkResponse({ type: [PictureDto] })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  replace(
    @Param('ownerType', ownerTypePipe) ownerType: PictureOwnerType,
    @Param('ownerId') ownerId: string,
    @Body() dto: ReplacePicturesDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<PictureDto[]> {
    return this.pictures.replace(user, ownerType, ownerId, dto);
  }
}
