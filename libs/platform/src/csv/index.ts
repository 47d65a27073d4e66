export * from './csv-cell.js';
export * from './csv.js';
export * from './csv-response.js';
export * from './csv-stream.js';
export * from './sql-batches.js';
export * from './copy-csv.js';
export * from './csv-piece.js';
