import { CHANNEL_TYPE_COLOURS, CHANNEL_TYPES, type ChannelType } from '@farebox/domain';

/** The colour label of a channel type (spec part 2, 2.7). */
export function ChannelTypeLabel({ type }: { type: string }) {
  const colours = CHANNEL_TYPES.includes(type as ChannelType) ? CHANNEL_TYPE_COLOURS[type as ChannelType] : 'bg-slate-100 text-slate-900';
  return <span className={`inline-block rounded px-2 py-0.5 text-xs font-medium ${colours}`}>{type}</span>;
}
