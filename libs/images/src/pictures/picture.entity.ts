import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { PictureOwnerType } from '@farebox/domain';

/** One image in the ordered picture list of a city, province, zone, station or place. */
@Entity('picture')
export class Picture {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'owner_type', type: 'text' }) ownerType: PictureOwnerType;
  @Column({ name: 'owner_id', type: 'uuid' }) ownerId: string;
  @Column({ name: 'image_id', type: 'uuid' }) imageId: string;
  @Column({ type: 'int' }) position: number;
  @Column({ name: 'is_main', type: 'boolean' }) isMain: boolean;
}
