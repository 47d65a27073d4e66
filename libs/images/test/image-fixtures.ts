import sharp from 'sharp';
import PDFDocument from 'pdfkit';
import type { TestApp } from '@farebox/testing';

/** A real PNG of the given size, coloured so that two are told apart. */
export const pngOf = (width = 640, height = 480, r = 200): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 120, b: 40 } } })
    .png()
    .toBuffer();

/** A one-page PDF with a title. */
export const pdfOf = (title: string): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(32).text(title, 72, 72);
    doc.end();
  });

/** POST /api/files with one file and an optional owner. */
export const upload = (t: TestApp, auth: string, content: Buffer, name: string, ownerId?: string) => {
  const req = t.http.post('/api/files').set('Authorization', auth).attach('file', content, name);
  return ownerId ? req.field('ownerId', ownerId) : req;
};
