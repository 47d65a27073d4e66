import type { Schemas } from '@/api/http';

/** The bookings REST contract's payloads, generated from libs/bookings' DTOs. */

export type BookingListItem = Schemas['BookingListItemDto'];
export type BookingListPage = Schemas['BookingListDto'];
export type BookingDetail = Schemas['BookingDetailDto'];
export type BookingItem = Schemas['BookingItemDto'];
export type BookingPlace = Schemas['BookingPlaceDto'];
export type BookingExtra = Schemas['BookingExtraDto'];
export type BookingPassenger = Schemas['BookingPassengerDto'];
export type BookingPrices = Schemas['BookingPricesDto'];
export type AdditionalTransaction = Schemas['AdditionalTransactionDto'];
export type BookingPolicy = Schemas['BookingPolicyDto'];
export type PolicyRule = Schemas['PolicyRuleDto'];
export type BookingHistoryEntry = Schemas['BookingHistoryDto'];
export type BookingNote = Schemas['BookingNoteDto'];
export type BookingDetailPayment = Schemas['BookingDetailPaymentDto'];
export type BookingAttachment = Schemas['BookingAttachmentDto'];
