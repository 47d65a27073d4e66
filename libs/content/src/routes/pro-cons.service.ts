import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ErrorCode, normalizeProCon, ProConMessage, validateProCon, type ProConType } from '@farebox/domain';
import { AppException, takeOf, uniqueViolation, validationFailed, type Page, likePattern } from '@farebox/platform';
import type { CreateProConDto, ListProsConsQueryDto, ProConDto } from './dto/pro-con.dto.js';
import { PRO_CON_SLUG_KEY, ProCon } from './pro-con.entity.js';

/** The route editor's pickers show this many choices (spec part 3, section 9: generic selectors). */
export const PRO_CON_PICKER_LIMIT = 10;
const PRO_CON_SAVE_FAILED_MESSAGE = 'The pro or con has invalid fields.';

const toDto = ({ id, slug, text, type }: ProCon): ProConDto => ({ id, slug, text, type });

/** Pros and cons: the paged list, the editor's pickers, and create (a slug is taken once: 409 otherwise). */
@Injectable()
export class ProConsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(query: ListProsConsQueryDto): Promise<Page<ProConDto>> {
    const qb = this.matching(query.search, query.type).offset(query.offset).limit(takeOf(query));
    const [rows, total] = await qb.getManyAndCount();
    return { data: rows.map(toDto), meta: { limit: query.limit, offset: query.offset, total } };
  }

  async pick(type: ProConType, search: string | undefined): Promise<ProConDto[]> {
    return (await this.matching(search, type).limit(PRO_CON_PICKER_LIMIT).getMany()).map(toDto);
  }

  /** 400 with every invalid field, or 409 'slug already exists' (the unique index decides, so a racing create too). */
  async create(dto: CreateProConDto): Promise<ProConDto> {
    const fields = normalizeProCon({ slug: dto.slug, text: dto.text, type: dto.type as ProConType });
    const errors = validateProCon(fields);
    if (errors.length > 0) throw validationFailed(errors, errors.length === 1 ? errors[0].message : PRO_CON_SAVE_FAILED_MESSAGE);
    const repo = this.dataSource.getRepository(ProCon);
    try {
      return toDto(await repo.save(repo.create({ slug: fields.slug, text: fields.text, type: fields.type as ProConType })));
    } catch (err) {
      if (uniqueViolation(err) === PRO_CON_SLUG_KEY) throw new AppException(HttpStatus.CONFLICT, ErrorCode.Conflict, ProConMessage.SlugTaken);
      throw err;
    }
  }

  private matching(search: string | undefined, type: ProConType | undefined) {
    const qb = this.dataSource.getRepository(ProCon).createQueryBuilder('pc');
    if (type) qb.andWhere('pc.type = :type', { type });
    if (search) qb.andWhere('(pc.slug ILIKE :search OR pc.text ILIKE :search)', { search: likePattern(search) });
    return qb.orderBy('pc.slug', 'ASC');
  }
}
