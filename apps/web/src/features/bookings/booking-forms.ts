import { BookingMessage } from '@farebox/domain';

/** react-hook-form rule: a value other than blanks ("This field is required.", spec 8). */
export const REQUIRED = { validate: (value: unknown) => String(value ?? '').trim() !== '' || BookingMessage.Required } as const;
