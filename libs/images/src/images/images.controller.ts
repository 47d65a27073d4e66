import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Query,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ErrorCode, IMAGE_UPLOAD_MIME_TYPES, STAFF_ROLES, STAFF_WRITE_ROLES } from '@farebox/domain';
import { Access, ApiErrors, ApiPagedResponse, CurrentUser, Public, type AuthenticatedUser, type Page } from '@farebox/platform';
import { ImageDto, ImageFileParamsDto, ListImagesQueryDto, UpdateImageDto, UploadImageFieldsDto } from './dto/image.dto.js';
import { ImageUploadInterceptor } from './image-upload.interceptor.js';
import { ImagesService, type UploadedFile as UploadedImageFile } from './images.service.js';

const uuid = new ParseUUIDPipe({ version: '4' });

@ApiTags('images')
@Controller('files')
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  @Get()
  @Access({ roles: STAFF_ROLES })
  @ApiOperation({ summary: 'Images newest first (20 a page) with their owner company, filtered by type (default picture,template) and owner' })
  @ApiPagedResponse(ImageDto)
  @ApiErrors(ErrorCode.ValidationFailed)
  list(@Query() query: ListImagesQueryDto): Promise<Page<ImageDto>> {
    return this.images.list(query);
  }

  @Post()
  @Access({ roles: STAFF_WRITE_ROLES })
  @UseInterceptors(ImageUploadInterceptor)
  @ApiOperation({ summary: 'Upload one image or PDF template (multipart field file, checked by content) with its optional owner company' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: {
        file: { type: 'string', format: 'binary', description: 'JPEG, PNG, WebP, GIF or PDF, at most 10 MB' },
        ownerId: { type: 'string', format: 'uuid', description: 'The owner company; empty for none' },
      },
    },
  })
  @ApiCreatedResponse({ type: ImageDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.InvalidImage, ErrorCode.PayloadTooLarge)
  upload(@UploadedFile() file: UploadedImageFile | undefined, @Body() fields: UploadImageFieldsDto): Promise<ImageDto> {
    return this.images.upload(file, fields.ownerId);
  }

  @Get(':id')
  @Access({ roles: STAFF_ROLES })
  @ApiOperation({ summary: "One image; 404 says 'the image: {id} is not found.'" })
  @ApiOkResponse({ type: ImageDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  get(@Param('id', uuid) id: string): Promise<ImageDto> {
    return this.images.get(id);
  }

  @Put(':id')
  @Access({ roles: STAFF_WRITE_ROLES })
  @ApiOperation({ summary: 'Change the owner company (null clears it) from the version the edit started from' })
  @ApiOkResponse({ type: ImageDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.EditConflict)
  update(@Param('id', uuid) id: string, @Body() dto: UpdateImageDto, @CurrentUser() user: AuthenticatedUser): Promise<ImageDto> {
    return this.images.update(id, dto, user);
  }

  @Delete(':id')
  @Access({ roles: STAFF_WRITE_ROLES })
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete an image and its files; refused (409 Conflict) naming where it is a picture' })
  @ApiNoContentResponse()
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.Conflict)
  delete(@Param('id', uuid) id: string): Promise<void> {
    return this.images.delete(id);
  }

  @Get(':id/:token/:variant')
  @Public()
  @Header('X-Content-Type-Options', 'nosniff')
  @Header('Cache-Control', 'private, max-age=86400')
  @ApiOperation({ summary: 'A file of an image (public so that <img src> works; the URL carries the random token of the image)' })
  @ApiProduces(...IMAGE_UPLOAD_MIME_TYPES, 'image/webp')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiErrors(ErrorCode.NotFound)
  async file(@Param() params: ImageFileParamsDto, @Res() res: FastifyReply): Promise<void> {
    const file = await this.images.read(params.id, params.token, params.variant);
    void res.type(file.contentType).send(file.content);
  }
}
