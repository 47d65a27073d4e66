import { randomUUID } from 'node:crypto';
import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { fileTypeFromBuffer } from 'file-type';
import { DataSource, type EntityManager } from 'typeorm';
import { ErrorCode, IMAGE_MAX_BYTES, IMAGE_TYPES, IMAGE_UPLOAD_MIME_TYPES, ImageMessage, ImageProcessing, ImageType } from '@farebox/domain';
import {
  AppException,
  ChangeLogService,
  FileStorage,
  ImagesJob,
  OutboxService,
  QueueName,
  takeOf,
  validationFailed,
  type AuthenticatedUser,
  type ChangeAuthor,
  type Page,
} from '@farebox/platform';
import { PictureOwners } from '../pictures/picture-owners.js';
import { PicturesService } from '../pictures/pictures.service.js';
import type { ImageDto, ListImagesQueryDto, UpdateImageDto } from './dto/image.dto.js';
import { fileTooLarge } from './image-upload.interceptor.js';
import { Image } from './image.entity.js';
import { fileUrl, originalKeyOf, thumbnailUrlOf, tokenOf, viewUrlOf, type ImageVariant } from './image-urls.js';

export const IMAGE_ENTITY_TYPE = 'image';

export interface UploadedFile {
  buffer: Buffer;
  size: number;
  originalname?: string;
}

type ImageRow = Image & { ownerName: string | null };

const authorOf = (user: AuthenticatedUser): ChangeAuthor => ({ id: user.id, name: user.displayName || user.username, email: user.email ?? null });
const imageNotFound = (id: string) => new AppException(HttpStatus.NOT_FOUND, ErrorCode.NotFound, ImageMessage.NotFound(id));
const invalidFile = () =>
  new AppException(HttpStatus.BAD_REQUEST, ErrorCode.InvalidImage, ImageMessage.InvalidFile, [{ field: 'file', message: ImageMessage.InvalidFile }]);
const unknownOwner = () => validationFailed([{ field: 'ownerId', message: ImageMessage.UnknownOwner }], ImageMessage.UnknownOwner);

const toDto = (i: ImageRow): ImageDto => ({
  id: i.id,
  type: i.type,
  ext: i.ext,
  originalName: i.originalName,
  size: i.size,
  width: i.width,
  height: i.height,
  processing: i.processing,
  owner: i.ownerId ? { id: i.ownerId, name: i.ownerName ?? '' } : null,
  url: fileUrl(i, 'original'),
  viewUrl: viewUrlOf(i),
  thumbnailUrl: thumbnailUrlOf(i),
  createdAt: i.createdAt,
  version: i.version,
});

/**
 * Uploaded pictures and PDF templates. The kind of a file is decided by its content (magic bytes), never by its name
 * or declared type; the thumbnail and web size are made by the worker (ImagesJob.MakeSizes through the outbox).
 */
@Injectable()
export class ImagesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
    private readonly outbox: OutboxService,
    private readonly changeLog: ChangeLogService,
    private readonly pictures: PicturesService,
    private readonly owners: PictureOwners,
  ) {}

  async list(query: ListImagesQueryDto): Promise<Page<ImageDto>> {
    const types = query.type && query.type.length > 0 ? query.type : IMAGE_TYPES;
    const qb = this.withOwner(this.dataSource.manager).where('i.type IN (:...types)', { types });
    if (query.owner) qb.andWhere('i.owner_id = :owner', { owner: query.owner });
    qb.orderBy('i.created_at', 'DESC').addOrderBy('i.id', 'DESC').offset(query.offset).limit(takeOf(query));
    const [rows, total] = await Promise.all([qb.getRawAndEntities(), qb.getCount()]);
    return { data: this.rowsOf(rows).map(toDto), meta: { limit: query.limit, offset: query.offset, total } };
  }

  async get(id: string): Promise<ImageDto> {
    return toDto(await this.find(this.dataSource.manager, id));
  }

  async upload(file: UploadedFile | undefined, ownerId: string | undefined): Promise<ImageDto> {
    if (!file || file.size === 0) throw validationFailed([{ field: 'file', message: ImageMessage.Required }], ImageMessage.Required);
    if (file.size > IMAGE_MAX_BYTES) throw fileTooLarge();
    const detected = await fileTypeFromBuffer(file.buffer);
    if (!detected || !(IMAGE_UPLOAD_MIME_TYPES as readonly string[]).includes(detected.mime)) throw invalidFile();
    const id = randomUUID();
    const key = originalKeyOf(id, randomUUID(), detected.ext);
    await this.storage.put(key, file.buffer, detected.mime);
    try {
      await this.dataSource.transaction(async (manager) => {
        if (ownerId !== undefined) await this.checkOwner(manager, ownerId);
        await manager.insert(Image, {
          id,
          type: detected.mime === 'application/pdf' ? ImageType.Template : ImageType.Picture,
          ext: detected.ext,
          contentType: detected.mime,
          storageKey: key,
          ownerId: ownerId ?? null,
          originalName: (file.originalname ?? '').slice(0, 255) || `${id}.${detected.ext}`,
          size: file.size,
          processing: ImageProcessing.Pending,
        });
        await this.outbox.add(manager, QueueName.Images, ImagesJob.MakeSizes, { imageId: id });
      });
    } catch (err) {
      await this.storage.delete(key);
      throw err;
    }
    return this.get(id);
  }

  /** Changes the owner (null clears it) from the version the edit started from; 409 on an older one. */
  async update(id: string, dto: UpdateImageDto, user: AuthenticatedUser): Promise<ImageDto> {
    return this.dataSource.transaction(async (manager) => {
      await this.find(manager, id);
      if (dto.ownerId !== null) await this.checkOwner(manager, dto.ownerId);
      await this.changeLog.updateVersioned<Image>(manager, {
        entity: Image,
        entityType: IMAGE_ENTITY_TYPE,
        id,
        expectedVersion: dto.version,
        patch: { ownerId: dto.ownerId },
        author: authorOf(user),
      });
      return toDto(await this.find(manager, id));
    });
  }

  /** Deletes the image and its files, or answers 409 naming where it is a picture or a template. */
  async delete(id: string): Promise<void> {
    const image = await this.dataSource.transaction(async (manager) => {
      const found = await this.find(manager, id, true);
      const uses = await this.pictures.usesOf(manager, id);
      if (uses.length > 0) {
        throw new AppException(HttpStatus.CONFLICT, ErrorCode.Conflict, `The image is a picture of ${uses.join(', ')}; it cannot be deleted.`);
      }
      const templateUses = await this.owners.templateUsesOf(manager, id, 3);
      if (templateUses.length > 0) {
        throw new AppException(HttpStatus.CONFLICT, ErrorCode.Conflict, `The image is the template of ${templateUses.join(', ')}; it cannot be deleted.`);
      }
      await manager.delete(Image, { id });
      return found;
    });
    await Promise.all([image.storageKey, image.thumbnailKey, image.webKey].filter((k) => k !== null).map((k) => this.storage.delete(k)));
  }

  /** The bytes behind a file URL; a wrong token or a size not made yet is 404. */
  async read(id: string, token: string, variant: ImageVariant): Promise<{ content: Buffer; contentType: string }> {
    const image = isUUID(id) ? await this.dataSource.manager.findOneBy(Image, { id }) : null;
    if (!image || tokenOf(image) !== token) throw imageNotFound(id);
    const key = { original: image.storageKey, web: image.webKey, thumbnail: image.thumbnailKey }[variant];
    const stored = key ? await this.storage.get(key) : null;
    if (!stored) throw imageNotFound(id);
    return stored;
  }

  private async checkOwner(manager: EntityManager, ownerId: string): Promise<void> {
    if (!isUUID(ownerId)) throw unknownOwner();
    const rows = await manager.query<unknown[]>(`SELECT 1 FROM company WHERE id = $1`, [ownerId]);
    if (rows.length === 0) throw unknownOwner();
  }

  private withOwner(manager: EntityManager) {
    // The owner is a company (libs/companies); its name is read by table so that this area imports no other.
    return manager.getRepository(Image).createQueryBuilder('i').leftJoin('company', 'c', 'c.id = i.owner_id').addSelect('c.name', 'owner_name');
  }

  private rowsOf({ entities, raw }: { entities: Image[]; raw: { owner_name: string | null }[] }): ImageRow[] {
    return entities.map((e, n) => Object.assign(e, { ownerName: raw[n].owner_name }));
  }

  private async find(manager: EntityManager, id: string, lock = false): Promise<ImageRow> {
    if (!isUUID(id)) throw imageNotFound(id);
    const qb = this.withOwner(manager).where('i.id = :id', { id });
    if (lock) qb.setLock('pessimistic_write', undefined, ['i']);
    const rows = this.rowsOf(await qb.getRawAndEntities());
    if (rows.length === 0) throw imageNotFound(id);
    return rows[0];
  }
}
