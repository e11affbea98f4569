export * from './session-store.js';
export * from './api.js';
export * from './access-list.js';
