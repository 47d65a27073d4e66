import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { PURCHASE_BATCH_STATES, PURCHASE_TICKETS_MAX, PURCHASE_TICKETS_MIN, type PurchaseBatchState } from '@farebox/domain';

const DIRECTIONS = ['aToB', 'bToA'] as const;

/** GET /purchase-tickets/lines: published lines whose name or cities match `q` (10 at most, the selector cap). */
export class PurchaseLinesQueryDto {
  @ApiPropertyOptional({ description: 'Part of the line name or of a city name' }) @IsOptional() @IsString() @MaxLength(100) q?: string;
}

export class PurchaseLineDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() denomination: string;
  @ApiProperty({ description: 'City of the A end' }) cityA: string;
  @ApiProperty({ description: 'City of the B end' }) cityB: string;
}

/** GET /purchase-tickets/trips: the line's upcoming departures in one direction that have free seats. */
export class PurchaseTripsQueryDto {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all') lineId: string;
  @ApiProperty({ enum: DIRECTIONS }) @IsIn(DIRECTIONS) direction: (typeof DIRECTIONS)[number];
}

export class PurchaseTripDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'date-time' }) departureAt: string;
  @ApiProperty({ description: 'IANA timezone of the departure station' }) timezone: string;
  @ApiProperty() fromStation: string;
  @ApiProperty() toStation: string;
  @ApiProperty() seatsLeft: number;
}

/** POST /purchase-tickets: with an Idempotency-Key header; a retry with the same key answers the same purchase. */
export class PurchaseTicketsDto {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all') lineId: string;
  @ApiProperty({ format: 'uuid', description: 'A departure of the line' }) @IsOptional() @IsUUID('all') tripId: string;
  @ApiProperty({ description: 'Where the vouchers go (required, a valid e-mail)' }) @IsOptional() @IsString() @MaxLength(320) email: string;
  @ApiProperty({ minimum: PURCHASE_TICKETS_MIN, maximum: PURCHASE_TICKETS_MAX, description: 'One booking of one passenger per ticket' })
  @IsOptional()
  @Type(() => Number)
  tickets: number;
}

export class PurchaseBatchDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) lineId: string;
  @ApiProperty({ format: 'uuid' }) tripId: string;
  @ApiProperty() email: string;
  @ApiProperty() tickets: number;
  @ApiProperty({ description: 'Bookings created so far (the progress)' }) createdCount: number;
  @ApiProperty({ enum: PURCHASE_BATCH_STATES }) state: PurchaseBatchState;
  @ApiProperty({ type: String, nullable: true, description: 'Why the purchase stopped (state failed)' }) error: string | null;
  @ApiProperty({ description: "The bookings' shared cart reference: the pay link's cart" }) cartReference: string;
  @ApiProperty() requestedBy: string;
  @ApiProperty({ format: 'date-time' }) requestedAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) finishedAt: string | null;
}
