import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { ImageProcessing, ImageType, type PictureOwnerType } from '@farebox/domain';
import { Image, makeSizes, Picture } from '@farebox/images';
import { LocalDiskStorage } from '@farebox/platform';
import { DEMO_COMPANY_IDS } from './companies.seed.js';
import { demoProvinceId, demoZoneId } from './geo-areas.js';
import { demoId, type SeedStep } from './seed-step.js';

export const demoImageId = (n: number) => demoId('ea', n);
/** The random part of the storage keys (and so of the file URLs), fixed for the demo. */
const demoImageToken = (n: number) => demoId('eb', n);

/** Demo pictures drawn at seed time (sky, sea and sand bands with a sun), so no binary file is kept in the repository. */
const PICTURES: { name: string; sky: string; sea: string; owner: keyof typeof DEMO_COMPANY_IDS | null }[] = [
  { name: 'chatuchak-market.jpg', sky: '#f4a259', sea: '#5b8e7d', owner: 'topupSupplier' },
  { name: 'patong-beach.jpg', sky: '#8ecae6', sea: '#219ebc', owner: 'topupSupplier' },
  { name: 'krabi-cliffs.jpg', sky: '#ffb703', sea: '#023047', owner: 'invoiceSupplier' },
  { name: 'hanoi-lake.jpg', sky: '#cdb4db', sea: '#3d5a80', owner: null },
  { name: 'phuket-sunset.jpg', sky: '#e76f51', sea: '#264653', owner: null },
];

/** Where the demo pictures are shown: [owner type, owner id, picture numbers in order (the first is main)]. */
const ATTACHED: [PictureOwnerType, string, number[]][] = [
  ['zone', demoZoneId(1), [1, 3]],
  ['zone', demoZoneId(2), [2, 5]],
  ['province', demoProvinceId(1), [5, 2]],
];

function pictureOf(sky: string, sea: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <rect width="1200" height="800" fill="${sky}"/><circle cx="900" cy="260" r="110" fill="#fff3b0"/>
    <rect y="480" width="1200" height="200" fill="${sea}"/><rect y="680" width="1200" height="120" fill="#e9d8a6"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

function templateOf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', info: { Title: 'Boarding pass template', CreationDate: new Date(0) } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.rect(48, 48, 499, 120).fill('#023047');
    doc.fillColor('#ffffff').fontSize(28).text('Boarding pass', 72, 90);
    doc.fillColor('#111111').fontSize(14).text('Passenger: {name}\nFrom: {from}\nTo: {to}\nDeparture: {departure}', 72, 200);
    doc.end();
  });
}

/** Demo pictures and one PDF template, with their thumbnails made here (not by the worker), and a few pictures on zones and a province. */
export const imagesSeed: SeedStep = {
  name: 'images',
  entities: [Image, Picture],
  async run({ manager, config, now }) {
    const storage = new LocalDiskStorage(config);
    const files = [
      ...PICTURES.map((p) => ({ ...p, make: () => pictureOf(p.sky, p.sea), contentType: 'image/jpeg', ext: 'jpg', type: ImageType.Picture })),
      {
        name: 'boarding-pass-template.pdf',
        owner: 'topupSupplier' as const,
        make: templateOf,
        contentType: 'application/pdf',
        ext: 'pdf',
        type: ImageType.Template,
      },
    ];
    let inserted = 0;
    for (const [i, f] of files.entries()) {
      const id = demoImageId(i + 1);
      if (await manager.existsBy(Image, { id })) continue;
      const content = await f.make();
      const sizes = await makeSizes(content, f.contentType);
      const base = `images/${id}/${demoImageToken(i + 1)}`;
      await storage.put(`${base}.${f.ext}`, content, f.contentType);
      await storage.put(`${base}-thumbnail.webp`, sizes.thumbnail, 'image/webp');
      if (sizes.web) await storage.put(`${base}-web.webp`, sizes.web, 'image/webp');
      await manager.insert(Image, {
        id,
        type: f.type,
        ext: f.ext,
        contentType: f.contentType,
        storageKey: `${base}.${f.ext}`,
        thumbnailKey: `${base}-thumbnail.webp`,
        webKey: sizes.web ? `${base}-web.webp` : null,
        ownerId: f.owner ? DEMO_COMPANY_IDS[f.owner] : null,
        originalName: f.name,
        size: content.length,
        width: sizes.width,
        height: sizes.height,
        processing: ImageProcessing.Ready,
        createdAt: new Date(now.getTime() - (files.length - i) * 3_600_000),
      });
      inserted += 1;
    }
    for (const [ownerType, ownerId, numbers] of ATTACHED) {
      if (await manager.existsBy(Picture, { ownerType, ownerId })) continue;
      const rows = numbers.map((n, position) => ({ ownerType, ownerId, imageId: demoImageId(n), position, isMain: position === 0 }));
      await manager.insert(Picture, rows);
      inserted += rows.length;
    }
    return inserted;
  },
};
