import { useFormContext } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/ui/button';
import { CheckboxField } from '@/ui/form-fields';
import { formatMoney } from '@/ui/format';
import type { BookingDetail } from '../booking.types';
import type { ProductDetail } from '../search/products.api';
import type { BookingFormValues } from './booking-form-values';

export interface BookingFormHeaderProps {
  product: ProductDetail;
  booking?: BookingDetail;
  /** The booking's price, or a new booking's estimated fare (with the booking fee and round-trip discount in it). */
  price: { amount: string; currency: string; fee?: string | null; returnDiscount?: string | null } | null;
  /** Supplier-API bookings keep their journey. */
  locked: boolean;
  isFullAdmin: boolean;
  onSwitchDirections: () => void;
}

/**
 * Title of the form (spec 2.3): the product, the reference, the price, switch directions, another product for an
 * existing booking (the supplier may change), Exchange Booking, the fraud flag.
 */
export function BookingFormHeader({ product, booking, price, locked, isFullAdmin, onSwitchDirections }: BookingFormHeaderProps) {
  const { register } = useFormContext<BookingFormValues>();
  const navigate = useNavigate();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded border border-slate-200 bg-white p-4">
      <div>
        <p className="font-semibold text-slate-900">{product.denomination}</p>
        <p className="text-sm text-slate-700">
          {product.company.name}
          {booking && ` · Reference ${booking.reference}`}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm">
          <span className="font-medium text-slate-700">{booking ? 'Price' : 'Estimated fare'}: </span>
          <span className="font-semibold text-slate-900">{price ? formatMoney(price.amount, price.currency) : '—'}</span>
          {price?.fee && <span className="block text-slate-700">Includes a booking fee of {formatMoney(price.fee, price.currency)}</span>}
          {price?.returnDiscount && <span className="block text-slate-700">Round-trip discount: −{formatMoney(price.returnDiscount, price.currency)}</span>}
        </p>
        {!locked && (
          <Button variant="secondary" size="sm" onClick={onSwitchDirections}>
            Switch directions
          </Button>
        )}
        {booking && !locked && (
          <Button variant="secondary" size="sm" onClick={() => void navigate(`/bookings/search?editBooking=${encodeURIComponent(booking.id)}`)}>
            Change product
          </Button>
        )}
        {booking?.allowedActions.includes('exchange') && (
          <Button variant="secondary" size="sm" onClick={() => void navigate(`/bookings/search?exchangeFrom=${encodeURIComponent(booking.id)}`)}>
            Exchange Booking
          </Button>
        )}
        {isFullAdmin && <CheckboxField label="Fraudulent" {...register('isFraudulent')} />}
      </div>
    </div>
  );
}
