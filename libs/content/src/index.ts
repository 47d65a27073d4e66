export * from './content.module.js';
export * from './migrations/index.js';
export * from './routes/routes.module.js';
export * from './routes/route.entity.js';
export * from './routes/pro-con.entity.js';
export * from './articles/articles.module.js';
export * from './articles/ai-article.entity.js';
export * from './articles/article-generation.entity.js';
