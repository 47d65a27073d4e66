import { parseReferenceList } from '@farebox/domain';

const REFERENCE_COLUMN = 'bookingreference';

function cells(line: string): string[] {
  return line.split(',').map((c) =>
    c
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim(),
  );
}

/**
 * The booking references of an uploaded payments CSV, to check before sending that it names at least one and to
 * compare the count marked paid with: the `bookingReference` column when the first line is a header naming it,
 * otherwise every reference of the text (split as the bulk textarea is: spaces, commas, new lines).
 */
export function referencesInCsv(text: string): string[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = cells(lines[0] ?? '').map((c) => c.toLowerCase());
  const column = header.indexOf(REFERENCE_COLUMN);
  if (column < 0) return parseReferenceList(lines.join('\n'));
  const references = lines.slice(1).map((line) => cells(line)[column] ?? '');
  return [...new Set(references.filter((r) => r !== ''))];
}

/** Pasted references as the one-column CSV the upload route reads. */
export function referencesAsCsv(references: readonly string[]): string {
  return ['bookingReference', ...references].join('\r\n') + '\r\n';
}
