import type { FieldProblem } from '../identity/field-problem.js';

/** Kinds of stored image (spec part 3, sections 3 and 9): a picture, or a template meaning a PDF. */
export const ImageType = { Picture: 'picture', Template: 'template' } as const;
export type ImageType = (typeof ImageType)[keyof typeof ImageType];
export const IMAGE_TYPES: readonly ImageType[] = Object.values(ImageType);

/** Where an image's thumbnail and web size stand: made by a worker job after the upload. */
export const ImageProcessing = { Pending: 'pending', Ready: 'ready', Failed: 'failed' } as const;
export type ImageProcessing = (typeof ImageProcessing)[keyof typeof ImageProcessing];

/** What an upload may be, decided by the file's content: images, and PDFs (templates). */
export const IMAGE_UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'] as const;
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Long side of the generated sizes, in pixels; the dropdown thumbnail is 300 wide (spec part 3, section 9). */
export const IMAGE_THUMBNAIL_WIDTH = 300;
export const IMAGE_WEB_WIDTH = 1600;

/** The things pictures are attached to; each is registered on the server by the area that owns it. */
export const PICTURE_OWNER_TYPES = ['city', 'province', 'zone', 'station', 'place', 'line'] as const;
export type PictureOwnerType = (typeof PICTURE_OWNER_TYPES)[number];
export const PICTURES_MAX = 50;

export const ImageMessage = {
  InvalidFile: 'Only images (JPEG, PNG, WebP or GIF) and PDF files can be uploaded.',
  TooLarge: `The file must be at most ${IMAGE_MAX_BYTES / (1024 * 1024)} MB.`,
  Required: 'Choose a file to upload.',
  NotFound: (id: string) => `the image: ${id} is not found.`,
  UnknownOwner: 'Choose a company from the list.',
  OneMain: 'Mark exactly one picture as the main picture.',
  Duplicate: 'A picture can be chosen only once.',
  TooMany: `Choose at most ${PICTURES_MAX} pictures.`,
  UnknownImage: 'Choose pictures from the image list.',
  NotAPicture: 'A PDF template cannot be used as a picture.',
  OwnerNotFound: (ownerType: string, id: string) => `the ${ownerType}: ${id} is not found.`,
} as const;

export interface PictureChoice {
  imageId: string;
  isMain: boolean;
}

/** The problems of an ordered picture list: each image once, and exactly one main picture unless empty. */
export function validatePictureList(pictures: readonly PictureChoice[]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (pictures.length > PICTURES_MAX) problems.push({ field: 'pictures', message: ImageMessage.TooMany });
  if (new Set(pictures.map((p) => p.imageId)).size !== pictures.length) problems.push({ field: 'pictures', message: ImageMessage.Duplicate });
  if (pictures.length > 0 && pictures.filter((p) => p.isMain).length !== 1) problems.push({ field: 'pictures', message: ImageMessage.OneMain });
  return problems;
}
