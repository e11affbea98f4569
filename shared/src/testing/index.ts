// Test-only helpers of the frontends' Jest tests; never bundled, so it is not a federated subpath.
export * from './access-entry.js';
export * from './fetch.js';
export * from './render.js';
export * from './session.js';
export * from './feed-post.js';
export * from './task-settings.js';
