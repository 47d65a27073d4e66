/** Vehicle types of a line (spec part 2, 2.13); the inventory's line table checks the same list. */
export const LINE_TYPES = ['bus', 'minivan', 'train', 'ferry', 'car', 'flight', 'cable_car', 'combined'] as const;
export type LineType = (typeof LINE_TYPES)[number];

export const LINE_TYPE_LABELS: Record<LineType, string> = {
  bus: 'Bus',
  minivan: 'Minivan',
  train: 'Train',
  ferry: 'Ferry',
  car: 'Car',
  flight: 'Flight',
  cable_car: 'Cable car',
  combined: 'Combined',
};
