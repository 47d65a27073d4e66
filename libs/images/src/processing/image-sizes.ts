import { IMAGE_THUMBNAIL_WIDTH, IMAGE_WEB_WIDTH } from '@farebox/domain';

// sharp and mupdf (tens of MB each) are loaded at the first picture or PDF, not at start-up: most processes never
// resize anything. The promises are kept, so each module is imported once.
const importSharp = () => import('sharp');
let sharpModule: ReturnType<typeof importSharp> | undefined;
const importMupdf = () => import('mupdf');
let mupdfModule: ReturnType<typeof importMupdf> | undefined;
const loadSharp = async () => (await (sharpModule ??= importSharp())).default;
const loadMupdf = () => (mupdfModule ??= importMupdf());

export interface MadeSizes {
  width: number;
  height: number;
  thumbnail: Buffer;
  /** Null for a PDF: its original is what a browser shows. */
  web: Buffer | null;
}

/** The first page of a PDF as a PNG, about twice the thumbnail width so that the thumbnail stays sharp. */
async function firstPageOf(pdf: Buffer): Promise<{ png: Buffer; width: number; height: number }> {
  const mupdf = await loadMupdf();
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

const thumbnailOf = async (input: Buffer) =>
  (await loadSharp())(input, { animated: false }).rotate().resize({ width: IMAGE_THUMBNAIL_WIDTH, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();

/** Thumbnail (300 wide) and web size (at most 1600 wide) of a picture, or the first-page thumbnail of a PDF. */
export async function makeSizes(original: Buffer, contentType: string): Promise<MadeSizes> {
  if (contentType === 'application/pdf') {
    const page = await firstPageOf(original);
    return { width: page.width, height: page.height, thumbnail: await thumbnailOf(page.png), web: null };
  }
  const sharp = await loadSharp();
  const meta = await sharp(original).rotate().metadata();
  const web = await sharp(original, { animated: false }).rotate().resize({ width: IMAGE_WEB_WIDTH, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
  return { width: meta.autoOrient?.width ?? meta.width ?? 0, height: meta.autoOrient?.height ?? meta.height ?? 0, thumbnail: await thumbnailOf(original), web };
}
