import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PictureOwners } from '@farebox/images';

/** Places own pictures (libs/images): registered by the places area itself, beside the other geography kinds. */
@Injectable()
export class PlacePictureOwner implements OnModuleInit {
  constructor(private readonly owners: PictureOwners) {}

  onModuleInit(): void {
    this.owners.register('place', { table: 'place' });
  }
}
