import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { DataSource, In, type EntityManager } from 'typeorm';
import { ErrorCode, ImageMessage, ImageType, validatePictureList, type Actor, type PictureOwnerType } from '@farebox/domain';
import { allOnManager, AppException, validationFailed } from '@farebox/platform';
import { Image } from '../images/image.entity.js';
import { thumbnailUrlOf, viewUrlOf } from '../images/image-urls.js';
import type { CoverDto, PictureDto, ReplacePicturesDto } from './dto/picture.dto.js';
import { PictureOwners } from './picture-owners.js';
import { Picture } from './picture.entity.js';

/** The names shown in a refusal to delete an image; the count says how many more there are. */
const NAMES_SHOWN = 3;

const ownerNotFound = (ownerType: PictureOwnerType, id: string) =>
  new AppException(HttpStatus.NOT_FOUND, ErrorCode.NotFound, ImageMessage.OwnerNotFound(ownerType, id));

/**
 * The ordered pictures of an owner (city, province, zone, station, place), one of them the main one. Other areas call
 * removeOwner() in the transaction that deletes the owner, and may call replace() with their own manager.
 */
@Injectable()
export class PicturesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly owners: PictureOwners,
  ) {}

  async list(ownerType: PictureOwnerType, ownerId: string): Promise<PictureDto[]> {
    const manager = this.dataSource.manager;
    if (!(await this.owners.exists(manager, ownerType, ownerId))) throw ownerNotFound(ownerType, ownerId);
    return this.picturesOf(manager, ownerType, ownerId);
  }

  /**
   * Replaces the whole ordered list: each image once, exactly one main unless empty, pictures only (no PDF). 403 when
   * the owner's kind asks more of `actor` than the route does.
   */
  async replace(actor: Actor, ownerType: PictureOwnerType, ownerId: string, dto: ReplacePicturesDto, manager?: EntityManager): Promise<PictureDto[]> {
    if (!this.owners.mayWrite(actor, ownerType)) {
      throw new AppException(HttpStatus.FORBIDDEN, ErrorCode.Forbidden, `You may not change the pictures of a ${ownerType}.`);
    }
    if (!manager) return this.dataSource.transaction((m) => this.replace(actor, ownerType, ownerId, dto, m));
    if (!(await this.owners.exists(manager, ownerType, ownerId))) throw ownerNotFound(ownerType, ownerId);
    const problems = validatePictureList(dto.pictures);
    const ids = dto.pictures.map((p) => p.imageId);
    if (problems.length === 0) {
      const images = ids.every((id) => isUUID(id)) ? await manager.findBy(Image, { id: In(ids) }) : [];
      if (images.length !== new Set(ids).size) problems.push({ field: 'pictures', message: ImageMessage.UnknownImage });
      else if (images.some((i) => i.type !== ImageType.Picture)) problems.push({ field: 'pictures', message: ImageMessage.NotAPicture });
    }
    if (problems.length > 0) throw validationFailed(problems, problems[0].message);
    // One writer per owner at a time: two racing saves would otherwise both delete, then collide on the positions.
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`picture:${ownerType}:${ownerId}`]);
    await manager.delete(Picture, { ownerType, ownerId });
    if (dto.pictures.length > 0) {
      await manager.insert(
        Picture,
        dto.pictures.map((p, position) => ({ ownerType, ownerId, imageId: p.imageId, position, isMain: p.isMain })),
      );
    }
    return this.picturesOf(manager, ownerType, ownerId);
  }

  /** Gives a copy of an owner (a duplicated line) the same ordered pictures; call inside the copying transaction. */
  async copyOwner(manager: EntityManager, ownerType: PictureOwnerType, fromOwnerId: string, toOwnerId: string): Promise<void> {
    await manager.query(
      `INSERT INTO picture (owner_type, owner_id, image_id, position, is_main)
       SELECT owner_type, $3, image_id, position, is_main FROM picture WHERE owner_type = $1 AND owner_id = $2`,
      [ownerType, fromOwnerId, toOwnerId],
    );
  }

  /** Call inside the transaction that deletes the owner. */
  async removeOwner(manager: EntityManager, ownerType: PictureOwnerType, ownerId: string): Promise<void> {
    await manager.delete(Picture, { ownerType, ownerId });
  }

  /** Where the image is a picture, e.g. ["zone Old Quarter", "city Hanoi", "and 2 more"]; empty when unused. */
  async usesOf(manager: EntityManager, imageId: string): Promise<string[]> {
    const rows = await manager.find(Picture, { where: { imageId }, order: { ownerType: 'ASC', ownerId: 'ASC' } });
    const shown = rows.slice(0, NAMES_SHOWN);
    const names = await allOnManager(
      manager,
      ...shown.map((p) => async () => `${p.ownerType} ${(await this.owners.namesOf(manager, p.ownerType, [p.ownerId])).get(p.ownerId) ?? p.ownerId}`),
    );
    return rows.length > shown.length ? [...names, `${rows.length - shown.length} more`] : names;
  }

  /** The main picture of each owner that has pictures (one query for a list page); owners without any are left out. */
  async coversOf(ownerType: PictureOwnerType, ownerIds: string[]): Promise<CoverDto[]> {
    const ids = [...new Set(ownerIds.filter((id) => isUUID(id)))];
    if (ids.length === 0) return [];
    const rows = await this.dataSource.manager
      .createQueryBuilder(Picture, 'p')
      .innerJoinAndMapOne('p.image', Image, 'i', 'i.id = p.image_id')
      .where('p.owner_type = :ownerType AND p.owner_id IN (:...ids) AND p.is_main', { ownerType, ids })
      .getMany();
    return rows.map((p) => ({ ownerId: p.ownerId, ...toPictureDto(p as Picture & { image: Image }) }));
  }

  private async picturesOf(manager: EntityManager, ownerType: PictureOwnerType, ownerId: string): Promise<PictureDto[]> {
    const rows = await manager
      .createQueryBuilder(Picture, 'p')
      .innerJoinAndMapOne('p.image', Image, 'i', 'i.id = p.image_id')
      .where('p.owner_type = :ownerType AND p.owner_id = :ownerId', { ownerType, ownerId })
      .orderBy('p.position', 'ASC')
      .getMany();
    return rows.map((p) => toPictureDto(p as Picture & { image: Image }));
  }
}

function toPictureDto(p: Picture & { image: Image }): PictureDto {
  return { imageId: p.imageId, url: viewUrlOf(p.image), thumbnailUrl: thumbnailUrlOf(p.image), isMain: p.isMain, position: p.position };
}
