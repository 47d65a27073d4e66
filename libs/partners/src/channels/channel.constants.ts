/** Channel types live in the domain (shared with the web); re-exported for the seed and the bookings area. */
export { CHANNEL_TYPES, type ChannelType } from '@farebox/domain';
