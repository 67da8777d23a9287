export * from './errors.js';
export * from './routes.js';
