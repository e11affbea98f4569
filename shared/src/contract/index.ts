export * from './envelope.js';
export * from './endpoint.js';
export * from './entities.js';
import * as users from './users.js';
import * as misc from './misc.js';
import * as system from './system.js';
export { loginBody, userConfig, type UserConfig } from './users.js';

/** Every API call of the product, by area. Later areas add their modules here the same way. */
export const api = {
  users: {
    login: users.login,
    tokenRefresh: users.tokenRefresh,
    logout: users.logout,
    config: users.config,
    info: users.info,
    liveaccess: users.liveaccess,
  },
  misc: {
    industries: misc.industries,
    langs: misc.langs,
    mediums: misc.mediums,
    sites: misc.sites,
    medsites: misc.medsites,
    indLabels: misc.indLabels,
    contact: misc.contactInfo,
  },
  system: {
    health: system.health,
  },
} as const;

/** The same calls as a flat list, for route registration and the OpenAPI document. */
export const allEndpoints = Object.values(api).flatMap((area) => Object.values(area));
