import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Query, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, SCREEN_RULES } from '@farebox/domain';
import { Access, ApiErrors, ApiIdempotent, CurrentUser, IdempotencyKeyHeader, type AuthenticatedUser } from '@farebox/platform';
import {
  PurchaseBatchDto,
  PurchaseLineDto,
  PurchaseLinesQueryDto,
  PurchaseTicketsDto,
  PurchaseTripDto,
  PurchaseTripsQueryDto,
} from './dto/purchase-tickets.dto.js';
import { PurchaseCompanyGuard } from './purchase-company.guard.js';
import { PurchaseTicketsService } from './purchase-tickets.service.js';

/** Purchase Tickets (spec part 2, 2.15): users of the configured company only (403 for everyone else). */
@ApiTags('purchase-tickets')
@Controller('purchase-tickets')
@UseGuards(PurchaseCompanyGuard)
export class PurchaseTicketsController {
  constructor(private readonly purchases: PurchaseTicketsService) {}

  @Get('lines')
  @Access(SCREEN_RULES.purchaseTickets)
  @ApiOperation({ summary: 'The line picker: published lines matching q by name or city (10 at most)' })
  @ApiOkResponse({ type: [PurchaseLineDto] })
  @ApiErrors(ErrorCode.ValidationFailed)
  lines(@Query() query: PurchaseLinesQueryDto): Promise<PurchaseLineDto[]> {
    return this.purchases.lines(query.q);
  }

  @Get('trips')
  @Access(SCREEN_RULES.purchaseTickets)
  @ApiOperation({ summary: "The departure picker: the line's upcoming departures in one direction with free seats" })
  @ApiOkResponse({ type: [PurchaseTripDto] })
  @ApiErrors(ErrorCode.ValidationFailed)
  trips(@Query() query: PurchaseTripsQueryDto): Promise<PurchaseTripDto[]> {
    return this.purchases.tripsOf(query);
  }

  @Post()
  @Access(SCREEN_RULES.purchaseTickets)
  @ApiIdempotent()
  @ApiOperation({
    summary:
      'Create Bookings: holds the seats at once (409 NotEnoughSeats when too few are left) and queues one booking per ticket; ' +
      'poll GET /purchase-tickets/{id} for the progress. A retry with the same Idempotency-Key answers the same purchase.',
  })
  @ApiCreatedResponse({ type: PurchaseBatchDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.NotEnoughSeats, ErrorCode.DepartureBlocked)
  create(@Body() dto: PurchaseTicketsDto, @IdempotencyKeyHeader() key: string | undefined, @CurrentUser() user: AuthenticatedUser): Promise<PurchaseBatchDto> {
    return this.purchases.request(dto, key, user);
  }

  @Get(':id')
  @Access(SCREEN_RULES.purchaseTickets)
  @ApiOperation({ summary: 'One purchase: its state and how many bookings it has created so far' })
  @ApiOkResponse({ type: PurchaseBatchDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  batch(@Param('id', new ParseUUIDPipe({ version: '4' })) id: string): Promise<PurchaseBatchDto> {
    return this.purchases.batch(id);
  }
}
