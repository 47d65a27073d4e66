import type { Image } from './image.entity.js';

export type ImageVariant = 'original' | 'web' | 'thumbnail';
export const IMAGE_VARIANTS: readonly ImageVariant[] = ['original', 'web', 'thumbnail'];

/** The random name part of the storage keys (`images/{id}/{token}.{ext}`), which the file URLs carry. */
export const tokenOf = (image: Pick<Image, 'storageKey'>): string => {
  const name = image.storageKey.slice(image.storageKey.lastIndexOf('/') + 1);
  return name.slice(0, name.indexOf('.'));
};

export const originalKeyOf = (id: string, token: string, ext: string) => `images/${id}/${token}.${ext}`;
export const derivedKeyOf = (image: Pick<Image, 'id' | 'storageKey'>, variant: Exclude<ImageVariant, 'original'>) =>
  `images/${image.id}/${tokenOf(image)}-${variant}.webp`;

/** `/api/files/{id}/{token}/{variant}`: public so that <img src> and "open in a new tab" work; see the README. */
export const fileUrl = (image: Pick<Image, 'id' | 'storageKey'>, variant: ImageVariant) => `/api/files/${image.id}/${tokenOf(image)}/${variant}`;

/** The web size once made, the original until then (a PDF has no web size: its original). */
export const viewUrlOf = (image: Pick<Image, 'id' | 'storageKey' | 'webKey'>) => fileUrl(image, image.webKey ? 'web' : 'original');
export const thumbnailUrlOf = (image: Pick<Image, 'id' | 'storageKey' | 'thumbnailKey'>) => (image.thumbnailKey ? fileUrl(image, 'thumbnail') : null);
