/**
 * The icons a key detail may show: a fixed catalogue (the spec names an icon by provider, CSS class and id). The web
 * draws each with its glyph, so no icon font has to be shipped; the API pages it for the icon picker.
 */
export interface KeyDetailIcon {
  id: string;
  provider: string;
  cssClass: string;
  name: string;
  glyph: string;
}

const PROVIDER = 'farebox';

const icon = (id: string, name: string, glyph: string): KeyDetailIcon => ({ id, provider: PROVIDER, cssClass: `fb-icon-${id}`, name, glyph });

export const KEY_DETAIL_ICONS: readonly KeyDetailIcon[] = [
  icon('wifi', 'Wi-Fi', '📶'),
  icon('air-conditioning', 'Air conditioning', '❄️'),
  icon('power-outlet', 'Power outlet', '🔌'),
  icon('toilet', 'Toilet', '🚻'),
  icon('luggage', 'Luggage', '🧳'),
  icon('snack', 'Snack', '🥪'),
  icon('water', 'Water', '💧'),
  icon('coffee', 'Coffee', '☕'),
  icon('meal', 'Meal', '🍽️'),
  icon('tv', 'Entertainment', '📺'),
  icon('music', 'Music', '🎵'),
  icon('seat', 'Reclining seat', '💺'),
  icon('bed', 'Sleeper', '🛏️'),
  icon('blanket', 'Blanket', '🧣'),
  icon('pet', 'Pets allowed', '🐾'),
  icon('no-smoking', 'No smoking', '🚭'),
  icon('wheelchair', 'Wheelchair access', '♿'),
  icon('baby', 'Baby friendly', '🍼'),
  icon('bike', 'Bicycle allowed', '🚲'),
  icon('ticket', 'E-ticket', '🎫'),
  icon('mobile-ticket', 'Mobile ticket', '📱'),
  icon('printed-ticket', 'Printed ticket', '🖨️'),
  icon('id-card', 'ID required', '🪪'),
  icon('passport', 'Passport required', '🛂'),
  icon('clock', 'On time', '⏰'),
  icon('calendar', 'Flexible dates', '📅'),
  icon('refund', 'Refundable', '💵'),
  icon('card', 'Card payment', '💳'),
  icon('hotel-pickup', 'Hotel pick-up', '🏨'),
  icon('airport', 'Airport transfer', '✈️'),
  icon('pin', 'Meeting point', '📍'),
  icon('map', 'Scenic route', '🗺️'),
  icon('mountain', 'Mountain view', '⛰️'),
  icon('beach', 'Beach', '🏖️'),
  icon('boat', 'Boat', '⛴️'),
  icon('bus', 'Bus', '🚌'),
  icon('minivan', 'Minivan', '🚐'),
  icon('train', 'Train', '🚆'),
  icon('car', 'Car', '🚗'),
  icon('cable-car', 'Cable car', '🚡'),
  icon('guide', 'Guide', '🧑‍🏫'),
  icon('language', 'English speaking driver', '🗣️'),
  icon('safety', 'Insured', '🛡️'),
  icon('first-aid', 'First aid', '⛑️'),
  icon('star', 'Top rated', '⭐'),
];

export const keyDetailIconById = (id: string): KeyDetailIcon | undefined => KEY_DETAIL_ICONS.find((i) => i.id === id);
