import { describe, expect, it } from '@jest/globals';
import { ImageMessage, PICTURES_MAX, validatePictureList } from './image-rules.js';

const pick = (imageId: string, isMain = false) => ({ imageId, isMain });

describe('validatePictureList', () => {
  it('accepts an empty list and a list with exactly one main picture', () => {
    expect(validatePictureList([])).toEqual([]);
    expect(validatePictureList([pick('a'), pick('b', true)])).toEqual([]);
  });

  it('wants exactly one main picture', () => {
    expect(validatePictureList([pick('a'), pick('b')])).toEqual([{ field: 'pictures', message: ImageMessage.OneMain }]);
    expect(validatePictureList([pick('a', true), pick('b', true)])).toEqual([{ field: 'pictures', message: ImageMessage.OneMain }]);
  });

  it('refuses an image twice and more than the maximum', () => {
    expect(validatePictureList([pick('a', true), pick('a')])).toEqual([{ field: 'pictures', message: ImageMessage.Duplicate }]);
    const many = Array.from({ length: PICTURES_MAX + 1 }, (_, n) => pick(`i${n}`, n === 0));
    expect(validatePictureList(many)).toEqual([{ field: 'pictures', message: ImageMessage.TooMany }]);
  });
});
