export * from './api-client.js';
export * from './api-error.js';
