import { Body, Controller, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, STAFF_ROLES, STAFF_WRITE_ROLES } from '@farebox/domain';
import { Access, ApiErrors, ApiPagedResponse, ChangeLogEntryDto, CurrentUser, type AuthenticatedUser, type Page } from '@farebox/platform';
import { CreateUserDto, UpdateUserDto } from './dto/save-user.dto.js';
import { UserListQueryDto } from './dto/user-list-query.dto.js';
import { UserDto } from './dto/user.dto.js';
import { UsersService } from './users.service.js';

const uuid = new ParseUUIDPipe({ version: undefined });

@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @Access({ roles: STAFF_ROLES })
  @ApiOperation({ summary: 'Users, filtered (contains, case-insensitive) and paged; role takes a comma list; limit 0 = all up to 1000' })
  @ApiPagedResponse(UserDto)
  list(@Query() query: UserListQueryDto): Promise<Page<UserDto>> {
    return this.users.list(query);
  }

  @Get(':id')
  @Access({ roles: STAFF_ROLES })
  @ApiOkResponse({ type: UserDto })
  @ApiErrors(ErrorCode.NotFound)
  get(@Param('id', uuid) id: string): Promise<UserDto> {
    return this.users.get(id);
  }

  @Get(':id/change-log')
  @Access({ roles: STAFF_ROLES })
  @ApiOperation({ summary: 'Change log, newest first: who changed which field from what to what' })
  @ApiOkResponse({ type: [ChangeLogEntryDto] })
  @ApiErrors(ErrorCode.NotFound)
  changeLog(@Param('id', uuid) id: string): Promise<ChangeLogEntryDto[]> {
    return this.users.changeLogOf(id);
  }

  @Post()
  @Access({ roles: STAFF_WRITE_ROLES })
  @ApiOperation({ summary: 'Create a user' })
  @ApiCreatedResponse({ type: UserDto })
  @ApiErrors(ErrorCode.ScopeAdminRequired, ErrorCode.FullAdminRequired, ErrorCode.UsernameTaken, ErrorCode.EmailTaken)
  create(@Body() dto: CreateUserDto, @CurrentUser() actor: AuthenticatedUser): Promise<UserDto> {
    return this.users.create(dto, actor);
  }

  @Put(':id')
  @Access({ roles: STAFF_WRITE_ROLES })
  @ApiOperation({ summary: 'Edit a user from the version it was loaded with' })
  @ApiOkResponse({ type: UserDto })
  @ApiErrors(
    ErrorCode.NotFound,
    ErrorCode.EditConflict,
    ErrorCode.ScopeAdminRequired,
    ErrorCode.FullAdminRequired,
    ErrorCode.UsernameTaken,
    ErrorCode.EmailTaken,
  )
  update(@Param('id', uuid) id: string, @Body() dto: UpdateUserDto, @CurrentUser() actor: AuthenticatedUser): Promise<UserDto> {
    return this.users.update(id, dto, actor);
  }

  @Post(':id/unlock')
  @HttpCode(HttpStatus.OK)
  @Access({ roles: STAFF_WRITE_ROLES })
  @ApiOperation({ summary: 'Clear the failed-login count and lockout of a user' })
  @ApiOkResponse({ type: UserDto })
  @ApiErrors(ErrorCode.NotFound)
  unlock(@Param('id', uuid) id: string): Promise<UserDto> {
    return this.users.unlock(id);
  }
}
