import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ChangeLogEntry } from './change-log-entry.entity.js';
import { ChangeLogService } from './change-log.service.js';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([ChangeLogEntry])],
  providers: [ChangeLogService],
  exports: [ChangeLogService],
})
export class ChangeLogModule {}
