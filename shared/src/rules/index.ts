export * from './login.js';
export * from './loader.js';
