import { randomSerialCodes, SERIAL_CODE_ALPHABET, SERIAL_RANDOM_LENGTH } from './serial-codes.js';

describe('randomSerialCodes', () => {
  it('makes the asked number of distinct codes: the prefix then a random part without 0, O, 1, I or L', () => {
    const codes = randomSerialCodes('SPRING', 20_000);
    expect(codes).toHaveLength(20_000);
    expect(new Set(codes).size).toBe(20_000);
    const part = new RegExp(`^SPRING[${SERIAL_CODE_ALPHABET}]{${SERIAL_RANDOM_LENGTH}}$`);
    expect(codes.every((code) => part.test(code))).toBe(true);
  });

  it('uses every letter of the alphabet', () => {
    const used = new Set(randomSerialCodes('', 2_000).join(''));
    expect([...used].sort().join('')).toBe([...SERIAL_CODE_ALPHABET].sort().join(''));
  });
});
