import { Module } from '@nestjs/common';
import { RoutesModule } from './routes/routes.module.js';
import { ArticlesModule } from './articles/articles.module.js';

/**
 * Landing-page content: routes with pros and cons, AI articles and images. Each part is a module of its own folder;
 * this module composes them for the API.
 */
@Module({
  imports: [RoutesModule, ArticlesModule],
})
export class ContentModule {}
