import { csvFields, referencesFromUpload } from './upload-payments.js';

describe('referencesFromUpload', () => {
  it('takes the bookingReference column of a CSV with a header, ignoring the other columns', () => {
    expect(referencesFromUpload('\uFEFFamount,bookingReference,note\r\n10,FB001,"a, b"\r\n20,FB002,\r\n,,\r\n30,FB001,again\r\n')).toEqual(['FB001', 'FB002']);
  });

  it("reads the Reports export's own header", () => {
    expect(referencesFromUpload('Booking reference,Supplier booking id\r\n"FB010",S1\r\nFB011,S2\r\n')).toEqual(['FB010', 'FB011']);
  });

  it('otherwise takes every reference, one per line or split on spaces and commas', () => {
    expect(referencesFromUpload('FB001\nFB002, FB003\r\n\n FB001 ')).toEqual(['FB001', 'FB002', 'FB003']);
  });

  it('finds nothing in an empty file or a header alone', () => {
    expect(referencesFromUpload('')).toEqual([]);
    expect(referencesFromUpload('bookingReference\r\n')).toEqual([]);
  });
});

describe('csvFields', () => {
  it('splits on commas outside quotes and unescapes doubled quotes', () => {
    expect(csvFields('a,"b, c","say ""hi""",')).toEqual(['a', 'b, c', 'say "hi"', '']);
  });
});
