import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { takeOf, type Page } from '@farebox/platform';
import type { ListChannelsQueryDto, SalesChannelDto } from './channels.dto.js';
import { SalesChannel } from './sales-channel.entity.js';

@Injectable()
export class ChannelsService {
  constructor(@InjectRepository(SalesChannel) private readonly channels: Repository<SalesChannel>) {}

  async list(query: ListChannelsQueryDto): Promise<Page<SalesChannelDto>> {
    const [rows, total] = await this.channels.findAndCount({
      where: query.excludeRestrictedChannels ? { isRestricted: false } : {},
      order: { name: 'ASC', id: 'ASC' },
      skip: query.offset,
      take: takeOf(query),
    });
    return {
      data: rows.map(({ id, slug, name, type, isRestricted }) => ({ id, slug, name, type, isRestricted })),
      meta: { limit: query.limit, offset: query.offset, total },
    };
  }

  /** Whether a booking's domain names an existing channel. */
  async exists(slug: string): Promise<boolean> {
    return this.channels.existsBy({ slug });
  }
}
