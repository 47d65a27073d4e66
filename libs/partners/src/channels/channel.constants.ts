/** Channel types (spec part 2, section 9). */
export const CHANNEL_TYPES = [
  'b2b',
  'b2b-redirect',
  'whitelabel',
  'organic',
  'organic-social',
  'emails',
  'paid',
  'referrals',
  'offline',
  'group',
  'affiliate',
  'bookingAgent',
] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];
