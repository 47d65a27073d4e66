import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { QueueName } from '../queue/queue-names.js';
import { OutboxMessage } from './outbox-message.entity.js';

@Injectable()
export class OutboxService {
  /** Write the job inside the caller's transaction: a rollback sends nothing. */
  async add(manager: EntityManager, queue: QueueName, jobName: string, payload: Record<string, unknown>): Promise<OutboxMessage> {
    return manager.save(manager.create(OutboxMessage, { queue, jobName, payload, dispatchedAt: null }));
  }
}
