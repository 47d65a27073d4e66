import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { INVENTORY_ENTITIES } from './inventory.entities.js';

@Module({
  imports: [TypeOrmModule.forFeature([...INVENTORY_ENTITIES])],
  exports: [TypeOrmModule],
})
export class InventoryModule {}
