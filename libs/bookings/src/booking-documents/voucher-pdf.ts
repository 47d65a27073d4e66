import type { VoucherJourney, VoucherModel } from './voucher-model.js';

// pdfkit (tens of MB with its font metrics) is loaded at the first voucher, not at start-up; the promise is kept so it
// is imported once.
const importPdfKit = () => import('pdfkit');
let pdfkitModule: ReturnType<typeof importPdfKit> | undefined;
const loadPdfKit = async () => (await (pdfkitModule ??= importPdfKit())).default;

const MARGIN = 50;
const INK = '#1f2937';
const MUTED = '#6b7280';
const ACCENT = '#1d4ed8';
const ALERT_FILL = '#fef3c7';
const ALERT_INK = '#92400e';

export interface PdfOptions {
  /** Deflate the content streams (default). Tests may turn it off to read the text straight from the bytes. */
  compress?: boolean;
}

type Doc = PDFKit.PDFDocument;

function heading(doc: Doc, text: string): void {
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor(ACCENT).text(text).moveDown(0.3);
  doc.font('Helvetica').fontSize(10).fillColor(INK);
}

function field(doc: Doc, label: string, value: string): void {
  doc.font('Helvetica-Bold').fillColor(MUTED).text(`${label}: `, { continued: true });
  doc.font('Helvetica').fillColor(INK).text(value);
}

function header(doc: Doc, model: VoucherModel): void {
  const top = doc.y;
  if (model.logo) {
    doc.image(model.logo, MARGIN, top, { fit: [140, 50] });
  } else {
    doc.font('Helvetica-Bold').fontSize(20).fillColor(ACCENT).text(model.brand, MARGIN, top);
  }
  doc.font('Helvetica-Bold').fontSize(16).fillColor(INK).text('Booking voucher', MARGIN, top, { align: 'right' });
  doc.font('Helvetica').fontSize(11).text(`Booking reference: ${model.reference}`, { align: 'right' });
  if (model.bookingCode) doc.text(`Booking code: ${model.bookingCode}`, { align: 'right' });
  doc.y = Math.max(doc.y, top + 60);
  doc.x = MARGIN;
}

function alertBox(doc: Doc, alert: NonNullable<VoucherModel['alert']>): void {
  const width = doc.page.width - 2 * MARGIN;
  const body = [alert.title, alert.text].filter(Boolean).join('\n');
  const height = doc.heightOfString(body, { width: width - 20 }) + 20;
  const top = doc.y + 6;
  doc.rect(MARGIN, top, width, height).fill(ALERT_FILL);
  doc
    .fillColor(ALERT_INK)
    .font('Helvetica-Bold')
    .text(alert.title, MARGIN + 10, top + 10, { width: width - 20 });
  if (alert.text) doc.font('Helvetica').text(alert.text, { width: width - 20 });
  doc.x = MARGIN;
  doc.y = top + height;
  doc.fillColor(INK);
}

function journey(doc: Doc, j: VoucherJourney): void {
  heading(doc, `${j.label}: ${j.line}`);
  field(doc, 'From', j.from);
  field(doc, 'To', j.to);
  field(doc, 'Departure', j.departure);
  if (j.arrival) field(doc, 'Arrival', j.arrival);
  if (j.pickupTime) field(doc, 'Pickup time', j.pickupTime);
  for (const seat of j.seats) field(doc, `Seat of ${seat.passenger}`, seat.seat);
}

/** Lays the voucher model out on A4 pages with the standard PDF fonts. */
export async function renderVoucherPdf(model: VoucherModel, options: PdfOptions = {}): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: { Title: `Voucher ${model.reference}`, Author: model.brand, Subject: `Booking ${model.reference}` },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fontSize(10).fillColor(INK);
  header(doc, model);
  if (model.alert) alertBox(doc, model.alert);
  if (model.printedVoucherRequired) {
    doc.moveDown(0.8).font('Helvetica-Bold').fillColor(ALERT_INK).text('Please print this voucher and show it when boarding.');
    doc.font('Helvetica').fillColor(INK);
  }

  heading(doc, 'Customer');
  field(doc, 'Name', model.customer.name);
  field(doc, 'E-mail', model.customer.email);
  if (model.customer.phone) field(doc, 'Phone', model.customer.phone);
  field(doc, 'Operated by', model.supplierName);

  for (const j of model.journeys) journey(doc, j);

  heading(doc, 'Passengers');
  model.passengers.forEach((p, i) => doc.text(`${i + 1}. ${p.name} (${p.type})`));
  if (model.numberOfTickets !== null) field(doc, 'Number of tickets', String(model.numberOfTickets));

  if (model.amounts.length > 0) {
    heading(doc, 'Amounts');
    for (const amount of model.amounts) field(doc, amount.label, amount.value);
  }
  if (model.remark) {
    heading(doc, 'Remarks');
    doc.text(model.remark);
  }

  doc.end();
  return done;
}
