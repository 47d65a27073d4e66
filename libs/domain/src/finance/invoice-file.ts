import { INVOICE_FILE_MAX_BYTES, type InvoiceFileType } from './finance-constants.js';
import { FieldRequired, InvoiceMessage } from './finance-messages.js';

/** How many leading bytes `sniffInvoiceFileType` needs. */
export const INVOICE_FILE_SNIFF_BYTES = 12;

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0): boolean =>
  head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);
const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

const PDF = ascii('%PDF-');
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');

/** The invoice file's type read from its first bytes (never from its name or declared type); null for anything else. */
export function sniffInvoiceFileType(head: Uint8Array): InvoiceFileType | null {
  if (startsWith(head, PDF)) return 'application/pdf';
  if (startsWith(head, PNG)) return 'image/png';
  if (startsWith(head, JPEG)) return 'image/jpeg';
  if (startsWith(head, RIFF) && startsWith(head, WEBP, 8)) return 'image/webp';
  return null;
}

/** File name extension of a stored invoice file. */
export const INVOICE_FILE_EXTENSIONS: Readonly<Record<InvoiceFileType, string>> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** Why the uploaded bytes are refused (message for the field 'file'), or null with the type they are. */
export function invoiceFileProblem(
  file: { size: number; head: Uint8Array } | null | undefined,
): { problem: string; type: null } | { problem: null; type: InvoiceFileType } {
  if (!file || file.size <= 0) return { problem: FieldRequired, type: null };
  if (file.size > INVOICE_FILE_MAX_BYTES) return { problem: InvoiceMessage.FileTooLarge, type: null };
  const type = sniffInvoiceFileType(file.head);
  return type ? { problem: null, type } : { problem: InvoiceMessage.FileType, type: null };
}
