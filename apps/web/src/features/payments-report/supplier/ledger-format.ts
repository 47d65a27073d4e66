import { formatDateTimeInZone } from '@/ui/format';
import { formatDay } from '../finance-format';

/**
 * A calendar day as '5 Oct 2026', an instant with its time. Effective dates are days sent as UTC midnight: shown as
 * that day, never shifted into the previous evening by the browser's zone.
 */
export const formatWhen = (value: string) =>
  /^\d{4}-\d{2}-\d{2}(T00:00:00(\.0+)?Z)?$/.test(value) ? formatDay(value.slice(0, 10)) : formatDateTimeInZone(value);
