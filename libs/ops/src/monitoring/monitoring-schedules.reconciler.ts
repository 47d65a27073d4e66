import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MonitoringItem } from './monitoring-item.entity.js';
import { MonitoringSchedules } from './monitoring-schedules.js';

/** At worker start: every active item has its scheduler, and no scheduler outlives its item. */
@Injectable()
export class MonitoringSchedulesReconciler implements OnApplicationBootstrap {
  private readonly logger = new Logger(MonitoringSchedulesReconciler.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly schedules: MonitoringSchedules,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const items = await this.dataSource.getRepository(MonitoringItem).find();
    for (const item of items) await this.schedules.apply(item);
    const known = new Set(items.map((i) => i.id));
    const orphans = (await this.schedules.scheduledItemIds()).filter((id) => !known.has(id));
    for (const id of orphans) await this.schedules.remove(id);
    this.logger.log({ items: items.length, removed: orphans.length }, 'Monitoring schedules reconciled');
  }
}
