import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Image } from './images/image.entity.js';
import { ImagesController } from './images/images.controller.js';
import { ImagesService } from './images/images.service.js';
import { PictureOwners } from './pictures/picture-owners.js';
import { Picture } from './pictures/picture.entity.js';
import { PicturesController } from './pictures/pictures.controller.js';
import { PicturesService } from './pictures/pictures.service.js';

/**
 * Images, PDF templates and the pictures of locations (API side). Global so that the areas owning pictures (libs/geo)
 * can register their owner kinds with PictureOwners and call PicturesService without importing this module.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([Image, Picture])],
  controllers: [ImagesController, PicturesController],
  providers: [ImagesService, PicturesService, PictureOwners],
  exports: [PicturesService, PictureOwners],
})
export class ImagesModule {}
