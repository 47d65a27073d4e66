import { Role } from '@farebox/domain';
import { createUser, startTestApp, tokenFor, validSupplierFields, type TestApp } from '@farebox/testing';

const REQUIRED = 'This field is required.';
const AGE_RANGE = 'Age you entered is incorrect. Numbers can not be between or equal existing ranges.';

describe('companies: every rule of spec section 5 on the server', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Admin }))}`;
  });
  afterAll(() => t.close());

  const create = (body: Record<string, unknown>) => t.http.post('/api/companies').set('Authorization', admin).send(body);
  const detailsOf = async (body: Record<string, unknown>) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('ValidationFailed');
    return res.body.details as { field: string; message: string }[];
  };

  it('accepts a complete top-up supplier on the bank-payment platform', async () => {
    const res = await create(validSupplierFields());
    expect(res.status).toBe(201);
  });

  it('lists every missing supplier field at once', async () => {
    const details = await detailsOf({ name: 'Supplier without details', isSupplier: true, hwPaymentType: null, swiftFees: null });
    expect(details).toEqual(
      [
        'businessOwner',
        'operationsOwner',
        'addressCountry',
        'currency',
        'region',
        'invoicePaymentCycle',
        'paymentType',
        'category',
        'calculationBasedOn',
        'taxCode',
        'subsidiary',
        'hwPaymentType',
        'swiftFees',
      ].map((field) => ({ field, message: REQUIRED })),
    );
  });

  it('requires the bank details for the bank-payment platform', async () => {
    const details = await detailsOf({
      ...validSupplierFields(),
      bankName: null,
      bankAddress: '',
      bankAccountName: null,
      address: null,
      addressCity: null,
      zipCode: null,
      accountCountryCode: null,
      iban: null,
      bankAccountNumber: null,
      swiftCode: null,
    });
    expect(details.map((d) => d.field)).toEqual([
      'bankName',
      'bankAddress',
      'bankAccountName',
      'address',
      'addressCity',
      'zipCode',
      'accountCountryCode',
      'iban',
      'bankAccountNumber',
      'bankCode',
      'bankSortCode',
      'bankAbaCode',
      'swiftCode',
    ]);
    expect(details[0].message).toBe(REQUIRED);
    expect(details[7].message).toBe('Enter the IBAN or the bank account number.');
    expect(details[9].message).toBe('Enter at least one of bank code, sort code, ABA code or SWIFT code.');
  });

  it('checks the top-up days: required for top-up, whole numbers 0 to 365, extension above days left', async () => {
    expect(await detailsOf({ ...validSupplierFields(), topupAutoDepositFromDaysLeft: null, numOfDaysToExtendTopup: null })).toEqual([
      { field: 'topupAutoDepositFromDaysLeft', message: REQUIRED },
      { field: 'numOfDaysToExtendTopup', message: REQUIRED },
    ]);
    expect(await detailsOf({ ...validSupplierFields(), topupAutoDepositFromDaysLeft: 1.5, numOfDaysToExtendTopup: 366 })).toEqual([
      { field: 'topupAutoDepositFromDaysLeft', message: 'Enter a whole number from 0 to 365.' },
      { field: 'numOfDaysToExtendTopup', message: 'Enter a whole number from 0 to 365.' },
    ]);
    expect(await detailsOf({ ...validSupplierFields(), topupAutoDepositFromDaysLeft: 20, numOfDaysToExtendTopup: 20 })).toEqual([
      { field: 'numOfDaysToExtendTopup', message: 'Days to extend the top-up must be greater than the auto-deposit days left.' },
    ]);
    const invoice = await create({
      ...validSupplierFields(),
      paymentType: 'invoice',
      category: 'Transportation EOM',
      topupAutoDepositFromDaysLeft: null,
      numOfDaysToExtendTopup: null,
    });
    expect(invoice.status).toBe(201);
  });

  it('requires the category to match the payment type', async () => {
    expect(await detailsOf({ ...validSupplierFields(), paymentType: 'invoice', category: 'Transportation Topup' })).toEqual([
      { field: 'category', message: 'The category does not match the payment type.' },
    ]);
  });

  it('requires the HEAT doc link, tms, commission and security deposit when their flags are on', async () => {
    expect(await detailsOf({ name: 'Flags', isHeat: true, isTms: true, isCommission: true, hasSecurityDeposit: true })).toEqual([
      { field: 'heatDocLink', message: REQUIRED },
      { field: 'tms', message: REQUIRED },
      { field: 'commission', message: REQUIRED },
      { field: 'securityDeposit', message: REQUIRED },
    ]);
    expect(await detailsOf({ name: 'Bad', isCommission: true, commission: 'Half', hasSecurityDeposit: true, securityDeposit: '12.345' })).toEqual([
      { field: 'commission', message: 'Choose one of the offered values.' },
      { field: 'securityDeposit', message: 'Enter an amount of at least 0 with at most 2 decimals.' },
    ]);
  });

  it('checks URLs, e-mails, the voucher alert lengths, report e-mails and the cost discount', async () => {
    const details = await detailsOf({
      name: 'Formats',
      website: 'not a url',
      manualBookingOwner: 'not-an-email',
      isHeat: true,
      heatDocLink: 'docs/heat',
      voucherAlert: { title: 'x'.repeat(51), text: 'y'.repeat(201) },
      proofOfPayment: 'proof',
      contract: 'contract.pdf',
      reportAgents: ['reports@example.com', 'Upper@Example.com'],
      costDiscountFromApi: 100.5,
    });
    expect(details).toEqual([
      { field: 'website', message: 'Enter a valid URL (starting with http:// or https://).' },
      { field: 'manualBookingOwner', message: 'Enter a valid e-mail address.' },
      { field: 'heatDocLink', message: 'Enter a valid URL (starting with http:// or https://).' },
      { field: 'voucherAlert.title', message: 'The alert title can have at most 50 characters.' },
      { field: 'voucherAlert.text', message: 'The alert text can have at most 200 characters.' },
      { field: 'proofOfPayment', message: 'Enter a valid URL (starting with http:// or https://).' },
      { field: 'contract', message: 'Enter a valid URL (starting with http:// or https://).' },
      { field: 'reportAgents.1', message: 'Enter a valid lowercase e-mail address.' },
      { field: 'costDiscountFromApi', message: 'Enter a number from -100 to 100.' },
    ]);
    const edge = await create({ name: 'Edges', voucherAlert: { title: 'x'.repeat(50), text: 'y'.repeat(200) }, costDiscountFromApi: -100 });
    expect(edge.status).toBe(201);
  });

  it('checks the passenger-type rows with the spec messages', async () => {
    const details = await detailsOf({
      name: 'Passengers',
      passengerTypes: [
        { type: '', fromAge: 1, toAge: 10 },
        { type: 'Child', fromAge: 5, toAge: 12 },
        { type: 'Adult', fromAge: 13, toAge: 12.5 },
      ],
    });
    expect(details).toEqual([
      { field: 'passengerTypes.0.type', message: 'Type value can not be empty.' },
      { field: 'passengerTypes.0.fromAge', message: 'The first age range must start at 0.' },
      { field: 'passengerTypes.1.fromAge', message: AGE_RANGE },
      { field: 'passengerTypes.2.toAge', message: 'Age must be a whole number of at least 0.' },
    ]);
  });

  it('refuses wrong types before the rules (DTO)', async () => {
    const res = await create({ name: 'Types', isHeat: 'yes', passengerTypes: [{ type: 'A', fromAge: 'zero', toAge: 3 }] });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { field: string }) => d.field).sort()).toEqual(['isHeat', 'passengerTypes.0.fromAge']);
  });

  it('answers a single invalid field with its message as the error message', async () => {
    const res = await create({ name: '' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: REQUIRED, details: [{ field: 'name', message: REQUIRED }] });
  });
});
