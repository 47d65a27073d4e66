import { HttpStatus } from '@nestjs/common';
import { AppException, validationFailed } from '@farebox/platform';
import { ErrorCode } from '@farebox/domain';

export const notEnoughSeats = (requested: number, left: number) =>
  new AppException(
    HttpStatus.CONFLICT,
    ErrorCode.NotEnoughSeats,
    left === 0 ? 'This departure is fully booked.' : `Only ${left} ${left === 1 ? 'seat is' : 'seats are'} left on this departure.`,
    { requested, seatsLeft: left },
  );

export const departureBlocked = () => new AppException(HttpStatus.CONFLICT, ErrorCode.DepartureBlocked, 'This departure is blocked.');

export const invalidField = (field: string, message: string) => validationFailed([{ field, message }], message);
