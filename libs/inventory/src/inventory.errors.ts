import { HttpStatus } from '@nestjs/common';
import { AppException, validationFailed } from '@farebox/platform';

export const InventoryErrorCode = {
  NotEnoughSeats: 'NotEnoughSeats',
  DepartureBlocked: 'DepartureBlocked',
} as const;

export const notEnoughSeats = (requested: number, left: number) =>
  new AppException(
    HttpStatus.CONFLICT,
    InventoryErrorCode.NotEnoughSeats,
    left === 0 ? 'This departure is fully booked.' : `Only ${left} ${left === 1 ? 'seat is' : 'seats are'} left on this departure.`,
    { requested, seatsLeft: left },
  );

export const departureBlocked = () => new AppException(HttpStatus.CONFLICT, InventoryErrorCode.DepartureBlocked, 'This departure is blocked.');

export const invalidField = (field: string, message: string) => validationFailed([{ field, message }], message);
