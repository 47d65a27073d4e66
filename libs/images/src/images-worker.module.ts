import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Image } from './images/image.entity.js';
import { ImageProcessingService } from './processing/image-processing.service.js';
import { ImagesProcessor } from './processing/images.processor.js';

/** Worker side: makes the thumbnails and web sizes of uploaded images. */
@Module({
  imports: [TypeOrmModule.forFeature([Image])],
  providers: [ImagesProcessor, ImageProcessingService],
  exports: [ImageProcessingService],
})
export class ImagesWorkerModule {}
