import {
  applyDecorators,
  Body,
  Controller,
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
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { COMPANY_IMAGE_TYPES, ErrorCode, Role, STAFF_ROLES, STAFF_WRITE_ROLES } from '@farebox/domain';
import { Access, ApiErrors, ApiPagedResponse, CachedResponse, CurrentUser, Public, type AuthenticatedUser, type Page } from '@farebox/platform';
import { CompaniesService } from './companies.service.js';
import { CompanyImagesService, type UploadedImage } from './company-images.service.js';
import { ChangeLogEntryDto, CompanyDto, CompanyListItemDto, CompanyOptionDto } from './dto/company.dto.js';
import { ChangeCurrencyDto, CreateCompanyDto, UpdateCompanyDto } from './dto/company-write.dto.js';
import { ListCompaniesQueryDto } from './dto/list-companies-query.dto.js';
import { ImageUploadInterceptor } from './image-upload.interceptor.js';

const READERS = [...STAFF_ROLES, Role.Agent];
const uuid = new ParseUUIDPipe({ version: '4' });
const imageBody = {
  schema: {
    type: 'object',
    required: ['file'],
    properties: { file: { type: 'string', format: 'binary', description: 'PNG, JPEG, WebP or GIF, at most 2 MB' } },
  },
};

/** Upload of one of the company's pictures: staff writers, multipart, checked by content. */
const ImageUploadRoute = (what: string) =>
  applyDecorators(
    Access({ roles: STAFF_WRITE_ROLES }),
    UseInterceptors(ImageUploadInterceptor),
    ApiOperation({ summary: `Upload ${what} (multipart field file; image checked by content)` }),
    ApiConsumes('multipart/form-data'),
    ApiBody(imageBody),
    ApiOkResponse({ type: CompanyDto }),
    ApiErrors(ErrorCode.InvalidImage, ErrorCode.PayloadTooLarge, ErrorCode.NotFound),
  );

/** Public read of a picture, so that <img src> works; the URL carries an unguessable id. */
const ImageReadRoute = (what: string) =>
  applyDecorators(
    Public(),
    Header('X-Content-Type-Options', 'nosniff'),
    ApiOperation({ summary: `${what} (public so that <img src> works; the URL carries an unguessable id)` }),
    ApiProduces(...COMPANY_IMAGE_TYPES),
    ApiOkResponse({ schema: { type: 'string', format: 'binary' } }),
    ApiErrors(ErrorCode.NotFound, ErrorCode.ImageNotFound),
  );

@ApiTags('companies')
@Controller('companies')
export class CompaniesController {
  constructor(
    private readonly companies: CompaniesService,
    private readonly images: CompanyImagesService,
  ) {}

  @Get()
  @Access({ roles: READERS })
  @ApiOperation({ summary: 'List companies (20 a page); an agent gets only its own company' })
  @ApiPagedResponse(CompanyListItemDto)
  list(@Query() query: ListCompaniesQueryDto, @CurrentUser() user: AuthenticatedUser): Promise<Page<CompanyListItemDto>> {
    return this.companies.list(query, user);
  }

  @Get('options')
  @Access({ roles: STAFF_ROLES })
  @CachedResponse({ shared: true })
  @ApiOperation({ summary: 'Every company as { id, name } for pickers (cached in Redis; evicted on every company write)' })
  @ApiOkResponse({ type: [CompanyOptionDto] })
  options(): Promise<CompanyOptionDto[]> {
    return this.companies.options();
  }

  @Get(':id')
  @Access({ roles: READERS })
  @ApiOperation({ summary: 'One company; an agent may read only its own (403 otherwise)' })
  @ApiOkResponse({ type: CompanyDto })
  @ApiErrors(ErrorCode.NotFound)
  get(@Param('id', uuid) id: string, @CurrentUser() user: AuthenticatedUser): Promise<CompanyDto> {
    return this.companies.get(id, user);
  }

  @Post()
  @Access({ roles: STAFF_WRITE_ROLES })
  @ApiOperation({ summary: 'Create a company; 400 details list every invalid field' })
  @ApiCreatedResponse({ type: CompanyDto })
  create(@Body() dto: CreateCompanyDto, @CurrentUser() user: AuthenticatedUser): Promise<CompanyDto> {
    return this.companies.create(dto, user);
  }

  @Put(':id')
  @Access({ roles: STAFF_WRITE_ROLES })
  @ApiOperation({ summary: 'Update a company from the version it was edited from; omitted fields keep their value' })
  @ApiOkResponse({ type: CompanyDto })
  @ApiErrors(ErrorCode.NotFound, ErrorCode.EditConflict)
  update(@Param('id', uuid) id: string, @Body() dto: UpdateCompanyDto, @CurrentUser() user: AuthenticatedUser): Promise<CompanyDto> {
    return this.companies.update(id, dto, user);
  }

  @Get(':id/change-log')
  @Access({ roles: READERS })
  @ApiOperation({ summary: 'Change log, newest first' })
  @ApiOkResponse({ type: [ChangeLogEntryDto] })
  @ApiErrors(ErrorCode.NotFound)
  changeLog(@Param('id', uuid) id: string, @CurrentUser() user: AuthenticatedUser): Promise<ChangeLogEntryDto[]> {
    return this.companies.changeLogOf(id, user);
  }

  @Put(':id/change-currency')
  @Access({ roles: STAFF_WRITE_ROLES })
  @ApiOperation({ summary: 'Change the supplier currency (new currency required and different from the current one)' })
  @ApiOkResponse({ type: CompanyDto })
  @ApiErrors(ErrorCode.NotFound, ErrorCode.EditConflict)
  changeCurrency(@Param('id', uuid) id: string, @Body() dto: ChangeCurrencyDto, @CurrentUser() user: AuthenticatedUser): Promise<CompanyDto> {
    return this.companies.changeCurrency(id, dto, user);
  }

  @Post(':id/sign-agreement')
  @HttpCode(HttpStatus.OK)
  @Access({ roles: [Role.Agent] })
  @ApiOperation({ summary: 'Sign the supplier agreement (an agent of that company only)' })
  @ApiOkResponse({ type: CompanyDto })
  @ApiErrors(ErrorCode.NotFound, ErrorCode.EditConflict)
  signAgreement(@Param('id', uuid) id: string, @CurrentUser() user: AuthenticatedUser): Promise<CompanyDto> {
    return this.companies.signAgreement(id, user);
  }

  @Put(':id/logo')
  @ImageUploadRoute('the logo')
  uploadLogo(@Param('id', uuid) id: string, @UploadedFile() file: UploadedImage | undefined, @CurrentUser() user: AuthenticatedUser): Promise<CompanyDto> {
    return this.images.upload(id, 'logo', file, user);
  }

  @Put(':id/cover')
  @ImageUploadRoute('the cover picture')
  uploadCover(@Param('id', uuid) id: string, @UploadedFile() file: UploadedImage | undefined, @CurrentUser() user: AuthenticatedUser): Promise<CompanyDto> {
    return this.images.upload(id, 'cover', file, user);
  }

  @Get(':id/logo')
  @ImageReadRoute('The logo picture')
  async logo(@Param('id', uuid) id: string, @Res() res: FastifyReply): Promise<void> {
    await this.sendImage(id, 'logo', res);
  }

  @Get(':id/cover')
  @ImageReadRoute('The cover picture')
  async cover(@Param('id', uuid) id: string, @Res() res: FastifyReply): Promise<void> {
    await this.sendImage(id, 'cover', res);
  }

  private async sendImage(id: string, kind: 'logo' | 'cover', res: FastifyReply): Promise<void> {
    const image = await this.images.read(id, kind);
    void res.type(image.contentType).send(image.content);
  }
}
