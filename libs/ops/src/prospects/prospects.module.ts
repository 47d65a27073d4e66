import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HttpSerpProvider } from './http-serp-provider.js';
import { ProspectFile } from './prospect-file.entity.js';
import { ProspectFilesService } from './prospect-files.service.js';
import { ProspectSearchRunner } from './prospect-search.runner.js';
import { ProspectsController } from './prospects.controller.js';
import { ProspectsProcessor } from './prospects.processor.js';
import { SerpProvider } from './serp-provider.port.js';

const entities = TypeOrmModule.forFeature([ProspectFile]);
const serp = { provide: SerpProvider, useClass: HttpSerpProvider };

/** The prospect list for the API: files, the month's count, starting searches and the sheets. */
@Module({
  imports: [entities],
  controllers: [ProspectsController],
  providers: [ProspectFilesService, serp],
})
export class ProspectsModule {}

/** The worker's half: the prospects queue's processor running the searches through the SERP provider. */
@Module({
  imports: [entities],
  providers: [ProspectSearchRunner, ProspectsProcessor, serp],
})
export class ProspectsWorkerModule {}
