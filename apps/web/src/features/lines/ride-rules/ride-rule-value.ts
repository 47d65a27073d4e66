import type { CancellationPolicyValue, RideRuleValueKind, ServiceValue } from '@farebox/domain';

/** What the modal's value inputs hold (texts as typed), for every kind at once. */
export interface ValueDraft {
  price: string;
  isPerPassenger: boolean;
  number: string;
  flag: boolean;
  text: string;
  /** list: one entry a line; services: "Type: content" a line. */
  lines: string;
  title: string;
  isRefundable: boolean;
  entries: { timeBefore: string; unit: 'hours' | 'days'; fee: string }[];
}

export const EMPTY_VALUE: ValueDraft = {
  price: '',
  isPerPassenger: false,
  number: '',
  flag: false,
  text: '',
  lines: '',
  title: '',
  isRefundable: true,
  entries: [{ timeBefore: '', unit: 'hours', fee: '' }],
};

const numberOrNull = (s: string) => (s.trim() === '' ? null : Number(s));
const nonEmptyLines = (s: string) =>
  s
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** The value the API takes, from the inputs (validateRideRule then says what is wrong with it). */
export function valueFromDraft(kind: RideRuleValueKind, d: ValueDraft): unknown {
  switch (kind) {
    case 'bookingFee':
      return { price: d.price.trim(), isPerPassenger: d.isPerPassenger };
    case 'percent':
    case 'integer':
      return numberOrNull(d.number);
    case 'boolean':
      return d.flag;
    case 'text':
      return d.text.trim();
    case 'list':
      return nonEmptyLines(d.lines);
    case 'services':
      return nonEmptyLines(d.lines).map((line): ServiceValue => {
        const at = line.indexOf(':');
        return at < 0 ? { serviceType: line, serviceContent: '' } : { serviceType: line.slice(0, at).trim(), serviceContent: line.slice(at + 1).trim() };
      });
    case 'voucherAlert':
      return { title: d.title.trim(), text: d.text.trim() };
    case 'cancellationPolicy':
      return {
        isRefundable: d.isRefundable,
        entries: d.isRefundable ? d.entries.map((e) => ({ timeBefore: numberOrNull(e.timeBefore), unit: e.unit, fee: numberOrNull(e.fee) })) : [],
      };
  }
}

/** The inputs showing a stored value (editing a rule). */
export function draftFromValue(kind: RideRuleValueKind, value: unknown): ValueDraft {
  const d = { ...EMPTY_VALUE };
  switch (kind) {
    case 'bookingFee': {
      const v = value as { price: string; isPerPassenger: boolean };
      return { ...d, price: v.price, isPerPassenger: v.isPerPassenger };
    }
    case 'percent':
    case 'integer':
      return { ...d, number: String(value) };
    case 'boolean':
      return { ...d, flag: value === true };
    case 'text':
      return { ...d, text: value as string };
    case 'list':
      return { ...d, lines: (value as string[]).join('\n') };
    case 'services':
      return { ...d, lines: (value as ServiceValue[]).map((s) => `${s.serviceType}: ${s.serviceContent}`).join('\n') };
    case 'voucherAlert': {
      const v = value as { title: string; text: string };
      return { ...d, title: v.title, text: v.text };
    }
    case 'cancellationPolicy': {
      const v = value as CancellationPolicyValue;
      return {
        ...d,
        isRefundable: v.isRefundable,
        entries: v.entries.length > 0 ? v.entries.map((e) => ({ timeBefore: String(e.timeBefore), unit: e.unit, fee: String(e.fee) })) : d.entries,
      };
    }
  }
}
