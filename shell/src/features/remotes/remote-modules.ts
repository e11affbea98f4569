import type { ComponentType } from 'react';

/** The modules the shell loads from remotes, as `<federation name>/<exposed module>` (the agreed interface). */
export const REMOTE_MODULES = {
  'mfe_feeds/FeedList': 'your feeds',
  'mfe_feeds/FeedPage': 'this feed',
  'mfe_posts/Posts': 'the posts',
  'mfe_analytics/Overview': 'the overview',
  'mfe_analytics/Compare': 'the comparison',
  'mfe_analytics/PlanUsage': 'plan usage',
  'mfe_trend/TrendResults': 'Trend Explorer',
  'mfe_trend/TopicOverview': 'this topic',
} as const;

export type RemoteModuleId = keyof typeof REMOTE_MODULES;

/** An exposed module: each one default-exports a React component. */
export interface RemoteModule {
  default: ComponentType;
}

/** Loads one exposed module; the shell gets the federation runtime's, tests inject their own. */
export type RemoteLoader = (id: RemoteModuleId) => Promise<RemoteModule>;
