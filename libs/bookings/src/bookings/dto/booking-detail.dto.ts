import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { APPROVE_METHODS, BLOCK_DEPARTURES, BOOKING_ACTIONS, PAYMENT_STATUSES } from '@farebox/domain';
import { ApprovalInputsDto, PolicyRuleDto } from '@farebox/inventory';
import { BookingPaymentSummaryDto } from '../../payments/dto/payment.dto.js';
import { BookingAttachmentDto } from './booking-attachment.dto.js';
import { BookingListItemDto, MoneyDto } from './booking-list-item.dto.js';
import {
  AdditionalFeeDto,
  AdditionalTransactionDto,
  AddonDto,
  AmendRequestDto,
  BookingApplicationDto,
  CancellationDto,
  ItemSupplierApiDto,
  LegValuesDto,
  PassengerExtraInfoDto,
  RedeemedCouponDto,
  StoredApprovalInputsDto,
} from './booking-stored.dto.js';

const nullable = (type: unknown, description?: string) => ApiProperty({ type: type as never, nullable: true, description });

export class BookingPlaceDto {
  @nullable(String, 'Station id') stationId: string | null;
  @nullable(String) station: string | null;
  @nullable(String) address: string | null;
  @nullable(String) city: string | null;
}

export class BookingTripDto {
  @nullable(String) id: string | null;
  @ApiProperty({ format: 'date-time' }) departureAt: string;
  @nullable(String) arrivalAt: string | null;
  @ApiProperty() timezone: string;
  @ApiProperty({ type: BookingPlaceDto }) from: BookingPlaceDto;
  @ApiProperty({ type: BookingPlaceDto }) to: BookingPlaceDto;
}

export class BookingProductDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() denomination: string;
  @ApiProperty() type: string;
  @ApiProperty() lineClass: string;
  @ApiProperty() privateTransfer: boolean;
  @ApiProperty() slug: string;
  @ApiProperty({ type: ApprovalInputsDto }) approvalInputs: ApprovalInputsDto;
  @ApiProperty() newExtras: boolean;
}

export class BookingExtraDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) optionId: string;
  @ApiProperty() extraType: string;
  @nullable(String) label: string | null;
  @nullable(String) value: string | null;
  @ApiProperty() mandatory: boolean;
  @ApiProperty({ enum: ['passengerRequest', 'original', 'other'], nullable: true, description: 'How the supplier confirmed it' }) status: string | null;
  @nullable(String) otherValue: string | null;
}

export class VehicleOnBoardDto {
  @ApiProperty() typeName: string;
  @ApiProperty() name: string;
  @ApiProperty() licenseNumber: string;
}

/** The pack chosen with the booking, as the line offered it when booked. */
export class BookingPackDto {
  @ApiProperty({ format: 'uuid', description: 'line_pack id' }) id: string;
  @ApiProperty({ example: 'Flexi pack' }) name: string;
  @nullable(String) description: string | null;
  @ApiProperty({ example: '150.00', description: 'Per passenger and journey, in the supplier currency' }) price: string;
  @ApiProperty({ example: 'THB' }) currency: string;
  @ApiProperty({ example: '4.11', description: 'price in USD' }) priceUsd: string;
}

export class BookingPassengerDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() position: number;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @nullable(String) email: string | null;
  @nullable(String) phone: string | null;
  @nullable(Number) age: number | null;
  @ApiProperty() passengerType: string;
  @ApiProperty({ type: LegValuesDto, description: 'Seat numbers by leg' }) seats: LegValuesDto;
  @ApiProperty({ type: LegValuesDto, description: 'QR codes by leg' }) qrCodes: LegValuesDto;
  @ApiProperty({ description: 'Added by a change request' }) isAdded: boolean;
  @ApiProperty({ type: [PassengerExtraInfoDto] }) extraInfos: PassengerExtraInfoDto[];
}

export class BookingItemDto {
  @ApiProperty() position: number;
  @ApiProperty() reference: string;
  @ApiProperty({ type: BookingProductDto }) product: BookingProductDto;
  @ApiProperty({ type: BookingTripDto }) trip: BookingTripDto;
  @ApiProperty({ type: [BookingPassengerDto] }) passengers: BookingPassengerDto[];
  @ApiProperty({ type: [BookingExtraDto] }) extras: BookingExtraDto[];
  @nullable(String, 'Pickup time the supplier confirmed (HH:mm, local)') approvedDeparture: string | null;
  @nullable(String) ticketUrl: string | null;
  @ApiProperty({ type: [VehicleOnBoardDto] }) vehiclesOnBoard: VehicleOnBoardDto[];
  @ApiProperty({ type: ItemSupplierApiDto, nullable: true, description: 'Supplier-API lines only' }) supplierApi: ItemSupplierApiDto | null;
}

export class BookingHistoryDto {
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty() action: string;
  @ApiProperty() status: string;
  @ApiProperty() customerStatus: string;
  @nullable(String) amendStatus: string | null;
  @ApiProperty({ description: 'Who: the user name' }) by: string;
}

export class BookingNoteDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() note: string;
  @ApiProperty() by: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class BookingPricesDto {
  @ApiProperty({ type: MoneyDto }) price: MoneyDto;
  @ApiProperty({ example: '25.00' }) priceUsd: string;
  @ApiProperty({ example: '20.00' }) costUsd: string;
  @ApiProperty({ type: MoneyDto }) costInSupplierCurrency: MoneyDto;
  @nullable(String) priceWithoutAddons: string | null;
  @nullable(String) basePrice: string | null;
  @nullable(String) settledPrice: string | null;
  @nullable(String) initialPrice: string | null;
  @nullable(String) returnDiscount: string | null;
  @ApiProperty({ description: "Sold offline by staff, at the line's offline price" }) offlineSale: boolean;
  @ApiProperty({ type: [AdditionalFeeDto] }) additionalFees: AdditionalFeeDto[];
  @ApiProperty({ type: [AdditionalTransactionDto] }) additionalTransactions: AdditionalTransactionDto[];
  @ApiProperty({ type: [AddonDto] }) addons: AddonDto[];
  @ApiProperty({ type: [RedeemedCouponDto] }) redeemedCoupons: RedeemedCouponDto[];
}

/** The cancellation and amendment policy of the booking's line (spec 2.4, full admins). */
export class BookingPolicyDto {
  @ApiProperty() refundable: boolean;
  @ApiProperty() amendable: boolean;
  @ApiProperty({ type: [PolicyRuleDto] }) cancellationRules: PolicyRuleDto[];
  @ApiProperty({ type: [PolicyRuleDto] }) amendmentRules: PolicyRuleDto[];
}

export class DeclineReasonDto {
  @ApiProperty() value: string;
  @ApiProperty() label: string;
  @ApiProperty() needsText: boolean;
}

/** What the approve modal must ask for (spec 5, Approval). */
export class ApprovalRequirementsDto {
  @ApiProperty() bookingCode: boolean;
  @ApiProperty() seatsNumber: boolean;
  @ApiProperty() qrCodes: boolean;
  @ApiProperty({ type: [String], description: 'Passenger ids added by a change request (their seats are required)' }) addedPassengerIds: string[];
  @ApiProperty({ type: [String], description: 'Extras to confirm as passengerRequest, original or other' }) extrasToConfirm: string[];
  @ApiProperty({ example: '09:30', description: 'Local departure time: a new pickup time must be within 2 hours of it' }) departureTime: string;
  @ApiProperty() hasReturn: boolean;
  @ApiProperty({ description: 'The product requires approval attachments and none is attached yet: at least one attachmentIds entry is required' })
  attachments: boolean;
}

/** The payments helper's summary (paid amount, money actions), with the list's visibility of the status. */
export class BookingDetailPaymentDto extends OmitType(BookingPaymentSummaryDto, ['status'] as const) {
  @ApiProperty({ enum: PAYMENT_STATUSES, nullable: true, description: 'Non-full-admins see it only when it is refund' }) status: string | null;
}

export class BookingDetailDto extends OmitType(BookingListItemDto, ['payment'] as const) {
  @nullable(String, 'Id of the From city (fromCity is its name): the direction of the booking on its line') fromCityId: string | null;
  @nullable(String, 'Id of the To city (toCity is its name)') toCityId: string | null;
  @ApiProperty({ type: BookingDetailPaymentDto }) payment: BookingDetailPaymentDto;
  @ApiProperty({ type: [BookingItemDto] }) items: BookingItemDto[];
  @ApiProperty({ type: [BookingPassengerDto] }) passengers: BookingPassengerDto[];
  @ApiProperty({ type: BookingPackDto, nullable: true }) pack: BookingPackDto | null;
  @ApiProperty({ type: StoredApprovalInputsDto, nullable: true, description: 'What the last approve saved' }) approvalInputs: StoredApprovalInputsDto | null;
  @ApiProperty({ enum: APPROVE_METHODS }) approveMethod: string;
  @nullable(String) approvalDate: string | null;
  @nullable(String) declineReason: string | null;
  @nullable(String) declineReasonText: string | null;
  @ApiProperty({ enum: BLOCK_DEPARTURES, nullable: true }) blockDeparture: string | null;
  @nullable(String) declinedAt: string | null;
  @nullable(String) declinedBy: string | null;
  @nullable(String) canceledAt: string | null;
  @ApiProperty({ type: CancellationDto, nullable: true }) cancellation: CancellationDto | null;
  @ApiProperty({ type: AmendRequestDto, nullable: true, description: 'The pending or last change request' }) amendRequest: AmendRequestDto | null;
  @nullable(String) exchangedFromId: string | null;
  @nullable(String) exchangedToId: string | null;
  @ApiProperty() isB2b: boolean;
  @ApiProperty() isAutomaticApprove: boolean;
  @ApiProperty() ticketsIssued: boolean;
  @nullable(String) supplierIntegration: string | null;
  @nullable(String) supplierBookingCode: string | null;
  @nullable(String) visitorId: string | null;
  @ApiProperty({ type: BookingApplicationDto, nullable: true, description: 'Full admins only' }) application: BookingApplicationDto | null;
  @ApiProperty({ type: BookingPricesDto, nullable: true, description: 'Full admins only' }) prices: BookingPricesDto | null;
  @ApiProperty({ type: BookingPolicyDto, nullable: true, description: 'Full admins only' }) policy: BookingPolicyDto | null;
  @ApiProperty({
    nullable: true,
    type: 'object',
    additionalProperties: true,
    description: 'The storefront experiments the booking ran under, by name (full admins only)',
  })
  experiments: Record<string, unknown> | null;
  @ApiProperty({ type: [BookingHistoryDto], description: 'The booking log (full admins only)' }) history: BookingHistoryDto[];
  @ApiProperty({ type: [BookingNoteDto], description: 'Full admins only' }) notes: BookingNoteDto[];
  @ApiProperty() version: number;
  @ApiProperty({ enum: BOOKING_ACTIONS, isArray: true }) allowedActions: string[];
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { exchange: "Can't exchange ferry booking with vehicle onboard" },
    description: "Why each action this user's role could take is refused by the booking's facts, by action",
  })
  refusals: Partial<Record<string, string>>;
  @ApiPropertyOptional({ description: 'Why cancellations and changes are blocked' }) blockedReason?: string;
  @ApiProperty({ type: [DeclineReasonDto], description: 'Decline reasons this user may choose' }) declineReasons: DeclineReasonDto[];
  @ApiProperty({ description: 'Declining may block the departure (manual blocking): the block choice is required' }) manualBlocking: boolean;
  @ApiProperty({ type: ApprovalRequirementsDto }) approvalRequirements: ApprovalRequirementsDto;
  @ApiProperty({ type: [BookingAttachmentDto], description: 'The files approvals attached (spec 3.1 approvalAttachements)' })
  approvalAttachments: BookingAttachmentDto[];
}
