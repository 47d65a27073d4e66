import { randomBytes } from 'node:crypto';

/** Letters and digits a reader cannot confuse: no 0/O, 1/I/L. */
export const SERIAL_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** 31^8 ≈ 8.5 × 10^11 random parts per prefix: a million codes collide rarely, and a collision is only retried. */
export const SERIAL_RANDOM_LENGTH = 8;
/** The largest multiple of the alphabet's size below 256: bytes at or above it are dropped so no letter is favoured. */
const UNBIASED_LIMIT = 256 - (256 % SERIAL_CODE_ALPHABET.length);

/** `count` distinct codes: the prefix followed by a random part from the unambiguous alphabet. */
export function randomSerialCodes(prefix: string, count: number): string[] {
  const codes = new Set<string>();
  while (codes.size < count) {
    const bytes = randomBytes((count - codes.size) * SERIAL_RANDOM_LENGTH * 2);
    let part = '';
    for (const byte of bytes) {
      if (byte >= UNBIASED_LIMIT) continue;
      part += SERIAL_CODE_ALPHABET[byte % SERIAL_CODE_ALPHABET.length];
      if (part.length === SERIAL_RANDOM_LENGTH) {
        codes.add(prefix + part);
        part = '';
        if (codes.size === count) break;
      }
    }
  }
  return [...codes];
}
