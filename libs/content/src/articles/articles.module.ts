import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { City, Country } from '@farebox/geo';
import { AiArticle } from './ai-article.entity.js';
import { AiWriter } from './ai-writer.port.js';
import { ArticleGeneration } from './article-generation.entity.js';
import { ArticleGenerationsService } from './article-generations.service.js';
import { ArticlesController } from './articles.controller.js';
import { ArticleGenerator } from './article-generator.service.js';
import { ArticlesProcessor } from './articles.processor.js';
import { ArticlesService } from './articles.service.js';
import { HttpAiWriter } from './http-ai-writer.js';

const entities = TypeOrmModule.forFeature([AiArticle, ArticleGeneration, City, Country]);
const writer = { provide: AiWriter, useClass: HttpAiWriter };

/** AI articles for the API: lists, editors, and starting / accepting / discarding generations. */
@Module({
  imports: [entities],
  controllers: [ArticlesController],
  providers: [ArticlesService, ArticleGenerationsService, writer],
})
export class ArticlesModule {}

/** The worker's half: the AI-content queue's processor writing the generations. */
@Module({
  imports: [entities],
  providers: [ArticleGenerator, ArticlesProcessor, writer],
})
export class ArticlesWorkerModule {}
