export * from './api-client.js';
export * from './api-error.js';
export * from './shared-calls.js';
