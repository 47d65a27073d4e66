import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { fileTypeFromBuffer } from 'file-type';
import { DataSource } from 'typeorm';
import { COMPANY_IMAGE_MAX_BYTES, COMPANY_IMAGE_TYPES, CompanyMessage } from '@farebox/domain';
import { ChangeLogService, FileStorage, validationFailed, type AuthenticatedUser } from '@farebox/platform';
import { Company } from './company.entity.js';
import { imageNotFound, imageTooLarge, invalidImage } from './company.errors.js';
import { authorOf, CompaniesService, COMPANY_ENTITY_TYPE } from './companies.service.js';
import type { CompanyDto } from './dto/company.dto.js';

export type CompanyImageKind = 'logo' | 'cover';

export interface UploadedImage {
  buffer: Buffer;
  size: number;
  originalname?: string;
}

const KEY_COLUMN = { logo: 'logoKey', cover: 'coverKey' } as const;

/**
 * Logo and cover pictures. The type is decided by the file's content (magic bytes), never by its name or
 * the declared content type. Replacing a picture does not bump the company's version (an open edit form
 * stays saveable) but is written to the change log.
 */
@Injectable()
export class CompanyImagesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
    private readonly companies: CompaniesService,
    private readonly changeLog: ChangeLogService,
  ) {}

  async upload(id: string, kind: CompanyImageKind, file: UploadedImage | undefined, user: AuthenticatedUser): Promise<CompanyDto> {
    if (!file || file.size === 0) throw validationFailed([{ field: 'file', message: CompanyMessage.Required }], CompanyMessage.Required);
    if (file.size > COMPANY_IMAGE_MAX_BYTES) throw imageTooLarge();
    const type = await fileTypeFromBuffer(file.buffer);
    if (!type || !(COMPANY_IMAGE_TYPES as readonly string[]).includes(type.mime)) throw invalidImage();
    await this.companies.findEntity(id);

    const key = `companies/${id}/${kind}-${randomUUID()}.${type.ext}`;
    await this.storage.put(key, file.buffer, type.mime);
    const column = KEY_COLUMN[kind];
    let previous: string | null = null;
    try {
      await this.dataSource.transaction(async (manager) => {
        const current = await manager.findOne(Company, { where: { id }, lock: { mode: 'pessimistic_write' } });
        if (!current) return;
        previous = current[column];
        await manager.update(Company, { id }, { [column]: key });
        await this.changeLog.record(manager, COMPANY_ENTITY_TYPE, id, current.version, authorOf(user), [{ field: kind, from: previous, to: key }]);
      });
    } catch (err) {
      await this.storage.delete(key);
      throw err;
    }
    if (previous) await this.storage.delete(previous);
    await this.companies.written();
    return this.companies.toDto(await this.companies.findEntity(id));
  }

  async read(id: string, kind: CompanyImageKind): Promise<{ content: Buffer; contentType: string }> {
    const company = await this.companies.findEntity(id);
    const key = company[KEY_COLUMN[kind]];
    const stored = key ? await this.storage.get(key) : null;
    if (!stored) throw imageNotFound(kind);
    return stored;
  }
}
