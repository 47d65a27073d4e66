import { createHash } from 'node:crypto';
import { parseInvoiceCycles, type InvoiceUploadInput } from '@farebox/domain';
import type { UploadInvoiceDto } from './dto/upload-invoice.dto.js';

export interface UploadedInvoiceFile {
  buffer: Buffer;
  size: number;
  originalname?: string;
}

/** Multipart fields are text (or repeated text); anything else is ignored, so the domain rules see plain strings. */
const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;
export const trimmedOrNull = (value: string | null | undefined): string | null => value?.trim() || null;

/** The multipart body as the domain's upload form reads it (invoiceCycles parsed, every other field one text). */
export function formInputOf(dto: UploadInvoiceDto): InvoiceUploadInput {
  const input: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(dto as Record<string, unknown>))
    input[name] = name === 'invoiceCycles' ? parseInvoiceCycles(value) : textOf(value);
  return input;
}

/** What defines an upload for its Idempotency-Key: the supplier, the fields and the file's content. */
export const uploadRequestOf = (supplierId: string, input: InvoiceUploadInput, file: UploadedInvoiceFile | undefined) => ({
  supplierId,
  input,
  file: file ? createHash('sha256').update(file.buffer).digest('hex') : null,
});

/** A download name without path parts or characters that would break the Content-Disposition header. */
export function safeFileName(name: string | undefined, ext: string): string {
  const base = (name ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/[^\w.\- ]+/g, '_')
    .trim()
    .slice(0, 120);
  return base || `invoice.${ext}`;
}
