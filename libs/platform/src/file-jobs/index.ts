export * from './file-export-kind.js';
export * from './file-export-kinds.js';
export * from './file-job.entity.js';
export * from './file-job.runner.js';
export * from './file-jobs.processor.js';
export * from './file-jobs.service.js';
export * from './file-jobs.module.js';
export * from './dto/file-job.dto.js';
