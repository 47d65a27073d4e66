import { ApiProperty } from '@nestjs/swagger';
import { AMEND_STATUSES, BOOKING_STATUSES, CUSTOMER_STATUSES, PAYMENT_STATUSES } from '@farebox/domain';

const nullable = (type: unknown, description?: string) => ApiProperty({ type: type as never, nullable: true, description });

export class IdNameDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

export class BookingListPaymentDto {
  @ApiProperty({ enum: PAYMENT_STATUSES, nullable: true, description: 'Non-full-admins see it only when it is refund' }) status: string | null;
  @nullable(String) provider: string | null;
  @ApiProperty() isDisputed: boolean;
}

export class BookingCustomerDto {
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @nullable(String, 'Full admins only; hidden for B2B bookings') email: string | null;
  @nullable(String, 'Full admins only') phone: string | null;
}

export class MoneyDto {
  @ApiProperty({ example: '25.00' }) amount: string;
  @ApiProperty({ example: 'USD' }) currency: string;
}

export class BookingPriceDto extends MoneyDto {
  @ApiProperty({ example: '25.00' }) amountUsd: string;
}

/** One row of the booking list (spec 2.1). */
export class BookingListItemDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'FB7K2M9QXA' }) reference: string;
  @nullable(String) cartReference: string | null;
  @ApiProperty({ enum: BOOKING_STATUSES }) status: string;
  @ApiProperty({ enum: CUSTOMER_STATUSES, nullable: true, description: 'Full admins only' }) customerStatus: string | null;
  @ApiProperty({ enum: AMEND_STATUSES, nullable: true }) amendStatus: string | null;
  @ApiProperty({ type: BookingListPaymentDto }) payment: BookingListPaymentDto;
  @ApiProperty() isFraudulent: boolean;
  @ApiProperty() isSupplierApi: boolean;
  @ApiProperty() isManual: boolean;
  @ApiProperty() isHandled: boolean;
  @nullable(String, 'Sales channel slug; full admins only') domain: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) departureAt: string;
  @ApiProperty({ example: 'Asia/Bangkok' }) timezone: string;
  @ApiProperty() lineName: string;
  @ApiProperty() lineType: string;
  @nullable(String) fromCity: string | null;
  @nullable(String) toCity: string | null;
  @nullable(String) fromStation: string | null;
  @nullable(String) toStation: string | null;
  @ApiProperty({ type: IdNameDto, description: 'The operator (supplier company)' }) company: IdNameDto;
  @ApiProperty({ type: BookingCustomerDto }) customer: BookingCustomerDto;
  @ApiProperty() passengersCount: number;
  @ApiProperty({ type: BookingPriceDto, nullable: true, description: 'Customer price; full admins only' }) price: BookingPriceDto | null;
  @ApiProperty({ type: MoneyDto, nullable: true, description: 'Cost in the supplier currency: full admins and agents' }) supplierPrice: MoneyDto | null;
  @ApiProperty({ type: [String], description: 'Spec 2.1 labels (change request, awaiting ticket, fraudulent, API approval, approval method)' })
  labels: string[];
  @ApiProperty({ type: IdNameDto, nullable: true, description: 'Staff member working on this manual booking' }) inProgressBy: IdNameDto | null;
  @ApiProperty() hasNote: boolean;
  @ApiProperty() pendingTickets: boolean;
}

export class BookingListMetaDto {
  @ApiProperty() limit: number;
  @ApiProperty() offset: number;
  @ApiProperty({ description: 'Whether a next page exists (the list has no total count)' }) hasNext: boolean;
}

export class BookingListDto {
  @ApiProperty({ type: [BookingListItemDto] }) data: BookingListItemDto[];
  @ApiProperty({ type: BookingListMetaDto }) meta: BookingListMetaDto;
}
