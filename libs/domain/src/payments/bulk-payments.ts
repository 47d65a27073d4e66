import { PaymentMessage } from './payment-messages.js';

/** The bulk upload textarea: booking references split on spaces, commas and newlines, each once. */
export function parseReferenceList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,]+/)
        .map((r) => r.trim())
        .filter((r) => r !== ''),
    ),
  ];
}

/** Null when the list may be sent; otherwise the message to show. */
export function bulkReferencesRefusal(references: readonly string[]): string | null {
  return references.length === 0 ? PaymentMessage.AtLeastOnePayment : null;
}

/** The answer's count of payments marked paid must be the count sent (spec part 1, 7: "compared with the count sent"). */
export function markedCountRefusal(expected: number, modified: number): string | null {
  return expected === modified ? null : PaymentMessage.NotAllMarkedPaid;
}
