import type { Schemas } from '@/api/http';

/** One picture of an owner's ordered list, as the PicturesField holds it (the server's PictureDto less its position). */
export type PictureItem = Omit<Schemas['PictureDto'], 'position'>;

/** Exactly one main picture unless the list is empty: the first one when none is marked. */
function withOneMain(list: PictureItem[]): PictureItem[] {
  if (list.length === 0 || list.filter((p) => p.isMain).length === 1) return list;
  const main = Math.max(
    0,
    list.findIndex((p) => p.isMain),
  );
  return list.map((p, n) => ({ ...p, isMain: n === main }));
}

/** Moves the picture at `index` one place left (-1) or right (+1); out-of-range moves change nothing. */
export function movePicture(list: PictureItem[], index: number, by: -1 | 1): PictureItem[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return list;
  const next = [...list];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}

export function makeMain(list: PictureItem[], index: number): PictureItem[] {
  return list.map((p, n) => ({ ...p, isMain: n === index }));
}

/** Removing the main picture makes the first remaining one main. */
export function removePicture(list: PictureItem[], index: number): PictureItem[] {
  return withOneMain(list.filter((_, n) => n !== index));
}

/** Appends the chosen images not yet in the list, in the order chosen. */
export function addPictures(list: PictureItem[], chosen: PictureItem[]): PictureItem[] {
  const have = new Set(list.map((p) => p.imageId));
  return withOneMain([...list, ...chosen.filter((c) => !have.has(c.imageId)).map((c) => ({ ...c, isMain: false }))]);
}
