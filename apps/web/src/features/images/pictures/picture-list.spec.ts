import { describe, expect, it } from '@jest/globals';
import { addPictures, makeMain, movePicture, removePicture, type PictureItem } from './picture-list';

const item = (imageId: string, isMain = false): PictureItem => ({ imageId, isMain, url: `/u/${imageId}`, thumbnailUrl: null });
const ids = (list: PictureItem[]) => list.map((p) => `${p.imageId}${p.isMain ? '*' : ''}`).join(' ');

describe('the ordered picture list of PicturesField', () => {
  const list = [item('a', true), item('b'), item('c')];

  it('moves a picture left and right, never past the ends', () => {
    expect(ids(movePicture(list, 1, -1))).toBe('b a* c');
    expect(ids(movePicture(list, 1, 1))).toBe('a* c b');
    expect(movePicture(list, 0, -1)).toBe(list);
    expect(movePicture(list, 2, 1)).toBe(list);
  });

  it('keeps exactly one main picture', () => {
    expect(ids(makeMain(list, 2))).toBe('a b c*');
    expect(ids(removePicture(list, 0))).toBe('b* c');
    expect(ids(removePicture(list, 1))).toBe('a* c');
    expect(removePicture([item('a', true)], 0)).toEqual([]);
  });

  it('adds chosen images once, the first of an empty list becoming main', () => {
    expect(ids(addPictures([], [item('x'), item('y')]))).toBe('x* y');
    expect(ids(addPictures(list, [item('b'), item('d', true)]))).toBe('a* b c d');
  });
});
