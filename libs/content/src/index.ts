export * from './content.module.js';
export * from './migrations/index.js';
export * from './articles/articles.module.js';
export * from './articles/ai-article.entity.js';
export * from './articles/article-generation.entity.js';
