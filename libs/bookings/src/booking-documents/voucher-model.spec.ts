import { Decimal } from 'decimal.js';
import { pdfText } from '../../test/mail-pdf-text.js';
import { buildVoucherModel, priceInSupplierCurrency, type VoucherSettings, type VoucherSource } from './voucher-model.js';
import { renderVoucherPdf } from './voucher-pdf.js';

const NO_SETTINGS: VoucherSettings = {
  isPrintedVoucherRequire: false,
  showPriceOnVoucher: false,
  showCostOnVoucher: false,
  showPriceInSupplierCurrencyOnVoucher: false,
  showCostInSupplierCurrencyOnVoucher: false,
  showNumberOfTicketsOnVoucher: false,
  isDisplayLogoAsSupplier: false,
  voucherRemark: null,
  voucherAlert: null,
};

// The smallest valid PNG (1x1, transparent).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

function source(settings: Partial<VoucherSettings> = {}, overrides: Partial<VoucherSource> = {}): VoucherSource {
  return {
    reference: 'FB-7QK2M9',
    bookingCode: 'PIER-55',
    customer: { firstName: 'Noa', lastName: 'Levi', email: 'noa@example.test', phone: '+972501234567' },
    price: { amount: new Decimal('120.00'), currency: 'EUR' },
    priceUsd: new Decimal('130.00'),
    costUsd: new Decimal('100.00'),
    costInSupplierCurrency: { amount: new Decimal('3500.00'), currency: 'THB' },
    passengersCount: 2,
    journeys: [
      {
        position: 1,
        line: 'Koh Tao - Chumphon ferry',
        departureAt: new Date('2025-03-08T06:00:00Z'),
        arrivalAt: null,
        timezone: 'Asia/Bangkok',
        from: { station: 'Mae Haad Pier', address: null, city: 'Koh Tao' },
        to: { station: 'Chumphon Pier', address: null, city: 'Chumphon' },
        approvedDepartureTime: null,
      },
      {
        position: 0,
        line: 'Chumphon - Koh Tao ferry',
        departureAt: new Date('2025-03-04T01:30:00Z'),
        arrivalAt: new Date('2025-03-04T03:15:00Z'),
        timezone: 'Asia/Bangkok',
        from: { station: 'Chumphon Pier', address: '1 Pier Road', city: 'Chumphon' },
        to: { station: 'Mae Haad Pier', address: null, city: 'Koh Tao' },
        approvedDepartureTime: '08:15',
      },
    ],
    passengers: [
      { firstName: 'Noa', lastName: 'Levi', passengerType: 'adult', seats: { departure: '12A', return: '3C' } },
      { firstName: 'Ari', lastName: 'Levi', passengerType: 'child', seats: { departure: '12B' } },
    ],
    supplier: { name: 'Sea Tran', settings: { ...NO_SETTINGS, ...settings }, logo: { content: PNG, contentType: 'image/png' } },
    ...overrides,
  };
}

describe('voucher content', () => {
  it('always shows the booking, its journeys in local station time, passengers and seats', () => {
    const model = buildVoucherModel(source());
    expect(model.reference).toBe('FB-7QK2M9');
    expect(model.bookingCode).toBe('PIER-55');
    expect(model.customer).toEqual({ name: 'Noa Levi', email: 'noa@example.test', phone: '+972501234567' });
    expect(model.journeys.map((j) => j.label)).toEqual(['Outbound', 'Return']);
    expect(model.journeys[0]).toEqual({
      label: 'Outbound',
      line: 'Chumphon - Koh Tao ferry',
      from: 'Chumphon Pier, 1 Pier Road, Chumphon',
      to: 'Mae Haad Pier, Koh Tao',
      departure: 'Tue, 4 Mar 2025, 08:30 (Asia/Bangkok)',
      arrival: 'Tue, 4 Mar 2025, 10:15 (Asia/Bangkok)',
      pickupTime: '08:15',
      seats: [
        { passenger: 'Noa Levi', seat: '12A' },
        { passenger: 'Ari Levi', seat: '12B' },
      ],
    });
    expect(model.journeys[1].seats).toEqual([{ passenger: 'Noa Levi', seat: '3C' }]);
    expect(model.passengers).toEqual([
      { name: 'Noa Levi', type: 'adult' },
      { name: 'Ari Levi', type: 'child' },
    ]);
  });

  it('shows no amounts, ticket count, remark, alert, print notice or supplier logo unless the company asks', () => {
    const model = buildVoucherModel(source());
    expect(model).toMatchObject({ amounts: [], numberOfTickets: null, remark: null, alert: null, printedVoucherRequired: false, logo: null, brand: 'Farebox' });
  });

  it('shows each amount the company enables, in its currency', () => {
    const all = buildVoucherModel(
      source({ showPriceOnVoucher: true, showPriceInSupplierCurrencyOnVoucher: true, showCostOnVoucher: true, showCostInSupplierCurrencyOnVoucher: true }),
    );
    expect(all.amounts).toEqual([
      { label: 'Price', value: '120.00 EUR' },
      { label: 'Price (THB)', value: '4550.00 THB' },
      { label: 'Cost', value: '100.00 USD' },
      { label: 'Cost (THB)', value: '3500.00 THB' },
    ]);
    expect(buildVoucherModel(source({ showCostInSupplierCurrencyOnVoucher: true })).amounts).toEqual([{ label: 'Cost (THB)', value: '3500.00 THB' }]);
  });

  it('converts the price to the supplier currency at the booking cost rate, or not at all without a USD cost', () => {
    const base = source();
    expect(
      priceInSupplierCurrency({
        ...base,
        priceUsd: new Decimal('33.33'),
        costUsd: new Decimal('30'),
        costInSupplierCurrency: { amount: new Decimal('1000'), currency: 'THB' },
      }),
    ).toEqual({ amount: new Decimal('1111'), currency: 'THB' });
    expect(priceInSupplierCurrency({ ...base, costUsd: new Decimal(0) })).toBeNull();
    expect(priceInSupplierCurrency({ ...base, price: { amount: new Decimal('99.90'), currency: 'THB' } })).toEqual({
      amount: new Decimal('99.90'),
      currency: 'THB',
    });
  });

  it('shows the ticket count, remark, alert, print notice and the supplier logo when enabled', () => {
    const model = buildVoucherModel(
      source({
        showNumberOfTicketsOnVoucher: true,
        voucherRemark: '  Be at the pier 30 minutes early.  ',
        voucherAlert: { title: 'Weather', text: 'Crossings may be cancelled in a storm.' },
        isPrintedVoucherRequire: true,
        isDisplayLogoAsSupplier: true,
      }),
    );
    expect(model).toMatchObject({
      numberOfTickets: 2,
      remark: 'Be at the pier 30 minutes early.',
      alert: { title: 'Weather', text: 'Crossings may be cancelled in a storm.' },
      printedVoucherRequired: true,
      brand: 'Sea Tran',
      logo: PNG,
    });
  });

  it('leaves out a logo pdfkit cannot embed, and a blank alert', () => {
    const webp = source({ isDisplayLogoAsSupplier: true, voucherAlert: { title: ' ', text: '' } }, {});
    webp.supplier.logo = { content: Buffer.from('RIFF0000WEBP'), contentType: 'image/webp' };
    expect(buildVoucherModel(webp)).toMatchObject({ logo: null, brand: 'Sea Tran', alert: null });
  });

  it('renders a PDF that shows the model', async () => {
    const model = buildVoucherModel(
      source({
        isDisplayLogoAsSupplier: true,
        showPriceOnVoucher: true,
        voucherRemark: 'Bring your passport.',
        voucherAlert: { title: 'Weather', text: 'Storms.' },
      }),
    );
    for (const compress of [false, true]) {
      const pdf = await renderVoucherPdf(model, { compress });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(pdf);
      for (const shown of [
        'Booking reference: FB-7QK2M9',
        'Booking code: PIER-55',
        'Tue, 4 Mar 2025, 08:30 (Asia/Bangkok)',
        '12A',
        'Ari Levi (child)',
        '120.00 EUR',
        'Bring your passport.',
        'Weather',
        'Storms.',
      ]) {
        expect(text).toContain(shown);
      }
    }
  });
});
