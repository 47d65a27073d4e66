import * as mupdf from 'mupdf';
import sharp from 'sharp';
import { IMAGE_THUMBNAIL_WIDTH, IMAGE_WEB_WIDTH } from '@farebox/domain';

export interface MadeSizes {
  width: number;
  height: number;
  thumbnail: Buffer;
  /** Null for a PDF: its original is what a browser shows. */
  web: Buffer | null;
}

/** The first page of a PDF as a PNG, about twice the thumbnail width so that the thumbnail stays sharp. */
function firstPageOf(pdf: Buffer): { png: Buffer; width: number; height: number } {
  const doc = mupdf.Document.openDocument(pdf, 'application/pdf');
  try {
    const page = doc.loadPage(0);
    const [x0, y0, x1, y1] = page.getBounds();
    const scale = (IMAGE_THUMBNAIL_WIDTH * 2) / Math.max(1, x1 - x0);
    const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false, true);
    return { png: Buffer.from(pixmap.asPNG()), width: Math.round(x1 - x0), height: Math.round(y1 - y0) };
  } finally {
    doc.destroy();
  }
}

const thumbnailOf = (input: Buffer) =>
  sharp(input, { animated: false }).rotate().resize({ width: IMAGE_THUMBNAIL_WIDTH, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();

/** Thumbnail (300 wide) and web size (at most 1600 wide) of a picture, or the first-page thumbnail of a PDF. */
export async function makeSizes(original: Buffer, contentType: string): Promise<MadeSizes> {
  if (contentType === 'application/pdf') {
    const page = firstPageOf(original);
    return { width: page.width, height: page.height, thumbnail: await thumbnailOf(page.png), web: null };
  }
  const meta = await sharp(original).rotate().metadata();
  const web = await sharp(original, { animated: false }).rotate().resize({ width: IMAGE_WEB_WIDTH, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
  return { width: meta.autoOrient?.width ?? meta.width ?? 0, height: meta.autoOrient?.height ?? meta.height ?? 0, thumbnail: await thumbnailOf(original), web };
}
