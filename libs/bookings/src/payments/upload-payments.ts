import { parseReferenceList } from '@farebox/domain';

/** Header names of the reference column: the upload template's, and the Reports export's own. */
const REFERENCE_HEADERS = new Set(['bookingreference', 'booking reference']);

/** The fields of one CSV record ("" inside quotes is a quote). */
export function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      fields.push(field);
      field = '';
    } else field += ch;
  }
  fields.push(field);
  return fields;
}

/**
 * The booking references of an uploaded payments file, each once: the `bookingReference` column when the first line
 * is a header naming it (any other columns are ignored, so the Reports CSV can be uploaded as it is), otherwise every
 * reference in the text, split on spaces, commas and newlines as the paste box does.
 */
export function referencesFromUpload(text: string): string[] {
  const body = text.replace(/^\uFEFF/, '');
  const lines = body.split(/\r\n|\n|\r/);
  const column = csvFields(lines[0] ?? '').findIndex((h) => REFERENCE_HEADERS.has(h.trim().toLowerCase()));
  if (column === -1) return parseReferenceList(body);
  return [
    ...new Set(
      lines
        .slice(1)
        .map((line) => csvFields(line)[column]?.trim() ?? '')
        .filter((r) => r !== ''),
    ),
  ];
}
