import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ImageProcessing, ImageType } from '@farebox/domain';

/** An uploaded picture or PDF template (spec part 3, section 3); its files live in the storage port. */
@Entity('image')
export class Image {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'text' }) type: ImageType;
  @Column({ type: 'text' }) ext: string;
  @Column({ name: 'content_type', type: 'text' }) contentType: string;
  /** Storage key of the original; its file name holds a random id, which the public file URLs carry. */
  @Column({ name: 'storage_key', type: 'text' }) storageKey: string;
  @Column({ name: 'thumbnail_key', type: 'text', nullable: true }) thumbnailKey: string | null;
  @Column({ name: 'web_key', type: 'text', nullable: true }) webKey: string | null;
  /** The company the image belongs to, if any. */
  @Column({ name: 'owner_id', type: 'uuid', nullable: true }) ownerId: string | null;
  @Column({ name: 'original_name', type: 'text' }) originalName: string;
  @Column({ type: 'int' }) size: number;
  @Column({ type: 'int', nullable: true }) width: number | null;
  @Column({ type: 'int', nullable: true }) height: number | null;
  @Column({ type: 'text' }) processing: ImageProcessing;
  @Column({ name: 'processing_error', type: 'text', nullable: true }) processingError: string | null;
  @Column({ type: 'int', default: 1 }) version: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
