import { Module } from '@nestjs/common';

/** The definition tables: passenger extra info, passenger types, key details, vehicle classes, airlines (spec part 3). */
@Module({
  imports: [],
  controllers: [],
  providers: [],
})
export class DefinitionsModule {}
