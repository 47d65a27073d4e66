import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ExternalCallSlots } from '../database/external-call-slots.js';
import { IdempotencyKey } from './idempotency-key.entity.js';
import { IdempotencyService } from './idempotency.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([IdempotencyKey])],
  providers: [IdempotencyService, ExternalCallSlots],
  exports: [IdempotencyService],
})
export class IdempotencyModule {}
