import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ImageProcessing } from '@farebox/domain';
import { FileStorage } from '@farebox/platform';
import { Image } from '../images/image.entity.js';
import { derivedKeyOf } from '../images/image-urls.js';
import { makeSizes } from './image-sizes.js';

export interface MakeSizesJobData {
  imageId: string;
}

export type MakeSizesOutcome = 'made' | 'already-made' | 'image-gone';

/**
 * Makes the thumbnail and web size of one image. Idempotent: the keys are derived from the original's, so a rerun
 * overwrites the same files, and an image already made or deleted meanwhile is left alone.
 */
@Injectable()
export class ImageProcessingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
  ) {}

  async makeSizes({ imageId }: MakeSizesJobData, { lastAttempt }: { lastAttempt: boolean }): Promise<MakeSizesOutcome> {
    const image = await this.dataSource.manager.findOneBy(Image, { id: imageId });
    if (!image) return 'image-gone';
    if (image.processing === ImageProcessing.Ready) return 'already-made';
    try {
      const original = await this.storage.get(image.storageKey);
      if (!original) throw new Error(`The original of image ${imageId} is missing from storage`);
      const sizes = await makeSizes(original.content, image.contentType);
      const thumbnailKey = derivedKeyOf(image, 'thumbnail');
      await this.storage.put(thumbnailKey, sizes.thumbnail, 'image/webp');
      const webKey = sizes.web ? derivedKeyOf(image, 'web') : null;
      if (webKey && sizes.web) await this.storage.put(webKey, sizes.web, 'image/webp');
      await this.dataSource.manager.update(
        Image,
        { id: imageId },
        { thumbnailKey, webKey, width: sizes.width, height: sizes.height, processing: ImageProcessing.Ready, processingError: null },
      );
      return 'made';
    } catch (err) {
      if (lastAttempt) {
        await this.dataSource.manager.update(Image, { id: imageId }, { processing: ImageProcessing.Failed, processingError: String(err).slice(0, 1000) });
      }
      throw err;
    }
  }
}
