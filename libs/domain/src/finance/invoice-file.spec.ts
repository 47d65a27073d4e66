import fc from 'fast-check';
import { invoiceFileProblem, sniffInvoiceFileType } from './invoice-file.js';

const bytes = (...parts: (string | number[])[]): Uint8Array =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('invoice file sniffing', () => {
  it('recognises PDF, PNG, JPEG and WebP by their magic bytes', () => {
    expect(sniffInvoiceFileType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffInvoiceFileType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).toBe('image/png');
    expect(sniffInvoiceFileType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffInvoiceFileType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses everything else, including look-alikes and short heads', () => {
    expect(sniffInvoiceFileType(bytes('<html>%PDF-'))).toBeNull();
    expect(sniffInvoiceFileType(bytes('%PDF'))).toBeNull();
    expect(sniffInvoiceFileType(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeNull();
    expect(sniffInvoiceFileType(bytes('GIF89a'))).toBeNull();
    expect(sniffInvoiceFileType(new Uint8Array())).toBeNull();
    expect(sniffInvoiceFileType(bytes([0xff, 0xd8]))).toBeNull();
  });

  it('answers a type only for heads that start with a known signature (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 32 }), (head) => {
        const type = sniffInvoiceFileType(head);
        const text = String.fromCharCode(...head.slice(0, 12));
        if (type === 'application/pdf') return text.startsWith('%PDF-');
        if (type === 'image/jpeg') return head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
        if (type === 'image/png') return head[0] === 0x89 && text.slice(1, 4) === 'PNG';
        if (type === 'image/webp') return text.startsWith('RIFF') && text.slice(8, 12) === 'WEBP';
        return type === null;
      }),
    );
  });

  it('checks presence, size and content', () => {
    const pdf = bytes('%PDF-1.4');
    expect(invoiceFileProblem(null)).toEqual({ problem: 'This field is required.', type: null });
    expect(invoiceFileProblem({ size: 0, head: pdf })).toEqual({ problem: 'This field is required.', type: null });
    expect(invoiceFileProblem({ size: 10 * 1024 * 1024 + 1, head: pdf })).toEqual({ problem: 'The file must be at most 10 MB.', type: null });
    expect(invoiceFileProblem({ size: 10 * 1024 * 1024, head: pdf })).toEqual({ problem: null, type: 'application/pdf' });
    expect(invoiceFileProblem({ size: 5, head: bytes('MZ\x90\x00') })).toEqual({
      problem: 'The file must be a PDF or an image (PNG, JPEG or WebP).',
      type: null,
    });
  });
});
