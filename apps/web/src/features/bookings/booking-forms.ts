import { BookingMessage } from '@farebox/domain';
import { valueText } from '@/ui/format';

/** react-hook-form rule: a value other than blanks ("This field is required.", spec 8). */
export const REQUIRED = { validate: (value: unknown) => valueText(value).trim() !== '' || BookingMessage.Required } as const;
