import { Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { PROVINCE_WRITE_RULE } from '@farebox/domain';
import { PictureOwners } from '@farebox/images';

/**
 * The location kinds that have pictures (libs/images), each by its table (id and name columns). A kind's delete
 * calls PicturesService.removeOwner() in its transaction.
 */
@Injectable()
class GeoPictureOwners implements OnModuleInit {
  constructor(private readonly owners: PictureOwners) {}

  onModuleInit(): void {
    this.owners.register('city', { table: 'city' });
    this.owners.register('province', { table: 'province', writeRule: PROVINCE_WRITE_RULE });
    this.owners.register('zone', { table: 'zone' });
    this.owners.register('station', { table: 'station' });
  }
}

/** Registers the geography's picture owners; imported by the API beside GeoModule. */
@Module({ providers: [GeoPictureOwners] })
export class GeoPicturesModule {}
