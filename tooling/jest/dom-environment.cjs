// jsdom lacks the web platform's fetch family, which the API client (ofetch) needs even when tests replace
// `fetch` itself; Node 20 has them, so this environment hands Node's implementations to the page.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['fetch', 'Headers', 'Request', 'Response', 'FormData', 'Blob', 'ReadableStream', 'TextEncoder', 'TextDecoder', 'structuredClone', 'AbortController', 'AbortSignal'];

class DomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (typeof this.global[name] === 'undefined' && typeof globalThis[name] !== 'undefined') this.global[name] = globalThis[name];
    }
  }
}

module.exports = DomEnvironment;
