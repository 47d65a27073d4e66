import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ErrorCode, Role, STAFF_ROLES, STAFF_WRITE_ROLES } from '@farebox/domain';
import { Access, ApiErrors, CurrentUser, type AuthenticatedUser } from '@farebox/platform';
import {
  BulkDurationDto,
  AllocationDto,
  BulkResultDto,
  NewDepartureTimeDto,
  RemoveAllTripsDto,
  CreateEventDto,
  DeleteEventQueryDto,
  DuplicateEventDto,
  EventSaveDto,
  FullyBookedDto,
  FullyBookedUploadDto,
  FullyBookedUploadResultDto,
  RemoveWeekdayDto,
  ScheduleDto,
  ScheduleQueryDto,
  TripDto,
  TripTermsDto,
  TripTermsSaveDto,
  UpdateEventDto,
} from './dto/schedule.dto.js';
import { SchedulesService } from './schedules.service.js';
import { TripTermsService } from './trip-terms.service.js';

const uuid = new ParseUUIDPipe({ version: '4' });
/** Staff and agents reach the routes; LineAccessService decides per line (an agent: its own lines only, else 404). */
const READERS = [...STAFF_ROLES, Role.Agent];
const WRITERS = [...STAFF_WRITE_ROLES, Role.Agent];

@ApiTags('schedules')
@Controller('lines/:lineId')
export class SchedulesController {
  constructor(
    private readonly schedules: SchedulesService,
    private readonly tripTerms: TripTermsService,
  ) {}

  @Get('schedule')
  @Access({ roles: READERS })
  @ApiOperation({ summary: "The line's events per direction and its trips between two local dates (at most 62 days), with what the user may change" })
  @ApiOkResponse({ type: ScheduleDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  schedule(@Param('lineId', uuid) lineId: string, @Query() query: ScheduleQueryDto, @CurrentUser() user: AuthenticatedUser): Promise<ScheduleDto> {
    return this.schedules.schedule(user, lineId, query);
  }

  @Post('events')
  @Access({ roles: WRITERS })
  @ApiOperation({ summary: 'Create an event and generate its trips for the rolling window; dryRun answers the impact and saves nothing' })
  @ApiOkResponse({ type: EventSaveDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  create(@Param('lineId', uuid) lineId: string, @Body() dto: CreateEventDto, @CurrentUser() user: AuthenticatedUser): Promise<EventSaveDto> {
    return this.schedules.createEvent(user, lineId, dto);
  }

  @Put('events/:eventId')
  @Access({ roles: WRITERS })
  @ApiOperation({
    summary: 'Update an event from the version it was edited from and bring its future trips in line; 409 names the bookings of trips it would move or remove',
  })
  @ApiOkResponse({ type: EventSaveDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.EditConflict, ErrorCode.Conflict)
  update(
    @Param('lineId', uuid) lineId: string,
    @Param('eventId', uuid) eventId: string,
    @Body() dto: UpdateEventDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<EventSaveDto> {
    return this.schedules.updateEvent(user, lineId, eventId, dto);
  }

  @Delete('events/:eventId')
  @Access({ roles: WRITERS })
  @ApiOperation({ summary: 'Delete an event and its future trips; 409 names the bookings on them' })
  @ApiOkResponse({ type: EventSaveDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.EditConflict, ErrorCode.Conflict)
  delete(
    @Param('lineId', uuid) lineId: string,
    @Param('eventId', uuid) eventId: string,
    @Query() query: DeleteEventQueryDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<EventSaveDto> {
    return this.schedules.deleteEvent(user, lineId, eventId, query.version, query.dryRun === 'true');
  }

  @Post('events/:eventId/remove-weekday')
  @Access({ roles: WRITERS })
  @ApiOperation({ summary: 'Remove one weekday from a recurring event (full admins); the only day left cannot be removed' })
  @ApiOkResponse({ type: EventSaveDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.EditConflict, ErrorCode.Conflict)
  removeWeekday(
    @Param('lineId', uuid) lineId: string,
    @Param('eventId', uuid) eventId: string,
    @Body() dto: RemoveWeekdayDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<EventSaveDto> {
    return this.schedules.removeWeekday(user, lineId, eventId, dto.version, dto.weekday, !!dto.dryRun);
  }

  @Post('events/duration')
  @Access({ roles: WRITERS })
  @ApiOperation({ summary: 'Change the duration of several events; the events that could not change come back in errors' })
  @ApiOkResponse({ type: BulkResultDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  bulkDuration(@Param('lineId', uuid) lineId: string, @Body() dto: BulkDurationDto, @CurrentUser() user: AuthenticatedUser): Promise<BulkResultDto> {
    return this.schedules.bulkDuration(user, lineId, dto);
  }

  @Put('trips/:tripId/fully-booked')
  @Access({ roles: WRITERS })
  @ApiOperation({ summary: "Mark a trip's date fully booked (not sold any more) or available again" })
  @ApiOkResponse({ type: TripDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  fullyBooked(
    @Param('lineId', uuid) lineId: string,
    @Param('tripId', uuid) tripId: string,
    @Body() dto: FullyBookedDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<TripDto> {
    return this.schedules.setFullyBooked(user, lineId, tripId, dto.fullyBooked);
  }

  @Post('events/:eventId/departure-time')
  @Access({ roles: WRITERS })
  @ApiOperation({ summary: 'A new departure time from a date on (not in the past, different from the original); 409 names bookings on moved trips' })
  @ApiOkResponse({ type: EventSaveDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.EditConflict, ErrorCode.Conflict)
  newDepartureTime(
    @Param('lineId', uuid) lineId: string,
    @Param('eventId', uuid) eventId: string,
    @Body() dto: NewDepartureTimeDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<EventSaveDto> {
    return this.schedules.newDepartureTime(user, lineId, eventId, dto);
  }

  @Post('trips/remove-all')
  @Access({ roles: WRITERS })
  @ApiOperation({ summary: 'Remove all future trips of the chosen directions (new lines, or the de-admin scope); 409 names their bookings' })
  @ApiOkResponse({ type: EventSaveDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.Conflict)
  removeAllTrips(@Param('lineId', uuid) lineId: string, @Body() dto: RemoveAllTripsDto, @CurrentUser() user: AuthenticatedUser): Promise<EventSaveDto> {
    return this.schedules.removeAllTrips(user, lineId, dto.directions, !!dto.dryRun);
  }

  @Put('trips/:tripId/allocation')
  @Access({ roles: WRITERS })
  @ApiOperation({ summary: "Edit allocation: Set the trip's prepaid number (not below the tickets sold) or Unset it (null)" })
  @ApiOkResponse({ type: TripDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.Conflict)
  allocation(
    @Param('lineId', uuid) lineId: string,
    @Param('tripId', uuid) tripId: string,
    @Body() dto: AllocationDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<TripDto> {
    return this.schedules.setAllocation(user, lineId, tripId, dto.prepaidSeats ?? null);
  }

  @Put('trips/:tripId/terms')
  @Access({ roles: WRITERS })
  @ApiOperation({
    summary:
      "Edit trip (also a recurring event's single occurrence): price rule, stops and prepaid from the event, the line or the trip; 409 when the prepaid allocation would be below the tickets sold; dryRun previews",
  })
  @ApiOkResponse({ type: TripTermsSaveDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.EditConflict, ErrorCode.Conflict)
  terms(
    @Param('lineId', uuid) lineId: string,
    @Param('tripId', uuid) tripId: string,
    @Body() dto: TripTermsDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<TripTermsSaveDto> {
    return this.tripTerms.save(user, lineId, tripId, dto);
  }

  @Get('events/:eventId/tickets-sold.csv')
  @Access({ roles: READERS })
  @ApiProduces('text/csv')
  @ApiOperation({ summary: 'Ticket-sold list of a recurring event (CSV, streamed): a row a passenger of each booking not cancelled, by departure' })
  @ApiOkResponse({ description: 'CSV', content: { 'text/csv': { schema: { type: 'string' } } } })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  ticketsSold(
    @Param('lineId', uuid) lineId: string,
    @Param('eventId', uuid) eventId: string,
    @CurrentUser() user: AuthenticatedUser,
    @Res() res: FastifyReply,
  ): Promise<void> {
    return this.schedules.ticketsSoldCsv(user, lineId, eventId, res);
  }

  @Post('trips/fully-booked-upload')
  @Access({ roles: WRITERS })
  @ApiOperation({
    summary: 'Fully-booked CSV upload: marks the future trips of the listed dates (times, directions) not for sale; bad lines come back as errors',
  })
  @ApiOkResponse({ type: FullyBookedUploadResultDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  uploadFullyBooked(
    @Param('lineId', uuid) lineId: string,
    @Body() dto: FullyBookedUploadDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<FullyBookedUploadResultDto> {
    return this.schedules.uploadFullyBooked(user, lineId, dto.csv);
  }

  @Post('events/:eventId/duplicate')
  @Access({ roles: WRITERS })
  @ApiOperation({ summary: 'Duplicate an event (full admins): copies every interval minutes up to the end time, with their trips' })
  @ApiOkResponse({ type: EventSaveDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  duplicate(
    @Param('lineId', uuid) lineId: string,
    @Param('eventId', uuid) eventId: string,
    @Body() dto: DuplicateEventDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<EventSaveDto> {
    return this.schedules.duplicate(user, lineId, eventId, dto);
  }
}
