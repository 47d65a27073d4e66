import { describe, expect, it } from '@jest/globals';
import { referencesAsCsv, referencesInCsv } from './payment-references';

describe('referencesInCsv', () => {
  it('reads the bookingReference column of a CSV with a header', () => {
    const csv = '\uFEFFid,bookingReference,amount\r\n1,FBX-1,"10.00"\r\n2,"FBX-2",5\r\n3,,7\r\n4,FBX-1,1\r\n';
    expect(referencesInCsv(csv)).toEqual(['FBX-1', 'FBX-2']);
  });

  it('reads one reference per line (or split by spaces and commas) without the header', () => {
    expect(referencesInCsv('FBX-1\nFBX-2, FBX-3\n\n')).toEqual(['FBX-1', 'FBX-2', 'FBX-3']);
  });

  it('finds nothing in an empty file or a header alone', () => {
    expect(referencesInCsv('')).toEqual([]);
    expect(referencesInCsv('bookingReference\r\n')).toEqual([]);
  });

  it('round-trips pasted references through the generated CSV', () => {
    expect(referencesInCsv(referencesAsCsv(['A1', 'B2']))).toEqual(['A1', 'B2']);
  });
});
