import type { Schemas } from '@/api/http';

export type ImageDto = Schemas['ImageDto'];
export type ImageType = ImageDto['type'];

/** `/images?page&owner&type`: type is a comma list (default picture,template), owner a company id. */
export const IMAGE_FILTER_KEYS = ['owner', 'type'] as const;
export type ImageFilterKey = (typeof IMAGE_FILTER_KEYS)[number];
export type ImageFilters = Record<ImageFilterKey, string>;
export const DEFAULT_IMAGE_TYPES = 'picture,template';
export const IMAGE_FILTER_DEFAULTS: Partial<ImageFilters> = { type: DEFAULT_IMAGE_TYPES };

export const IMAGE_TYPE_OPTIONS = [
  { value: DEFAULT_IMAGE_TYPES, label: 'Pictures and PDF templates' },
  { value: 'picture', label: 'Pictures' },
  { value: 'template', label: 'PDF templates' },
];
