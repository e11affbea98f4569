import { createContext, useContext, type ComponentType } from 'react';
import type { TaskSettings } from '../contract/index.js';

/**
 * The modules loaded from remotes at run time, as `<federation name>/<exposed module>` (the agreed interface),
 * with what each one shows in words a user knows. The shell renders the pages; a remote may open another
 * remote's module, e.g. the Posts screen opening the feed editor.
 */
export const REMOTE_MODULES = {
  'mfe_feeds/FeedList': 'your feeds',
  'mfe_feeds/FeedPage': 'this feed',
  'mfe_feeds/FeedEditor': 'the feed editor',
  'mfe_posts/Posts': 'the posts',
  'mfe_analytics/Overview': 'the overview',
  'mfe_analytics/Compare': 'the comparison',
  'mfe_analytics/PlanUsage': 'plan usage',
  'mfe_trend/TrendResults': 'Trend Explorer',
  'mfe_trend/TopicOverview': 'this topic',
} as const;

export type RemoteModuleId = keyof typeof REMOTE_MODULES;

/** An exposed module: each one default-exports a React component (the pages take no props). */
export interface RemoteModule {
  default: ComponentType;
}

/** Loads one exposed module; the shell gives the federation runtime's, standalone pages and tests their own. */
export type RemoteLoader = (id: RemoteModuleId) => Promise<RemoteModule>;

/** The props of `mfe_feeds/FeedEditor` as other remotes open it (its edit mode). */
export interface RemoteFeedEditorProps {
  open: boolean;
  mode: 'edit';
  taskId: number;
  onClose(): void;
  onSaved?(task: TaskSettings): void;
}

/** Loads the feed editor of mfe-feeds; federation carries no types, so its props are the agreed ones above. */
export async function loadFeedEditor(loader: RemoteLoader): Promise<ComponentType<RemoteFeedEditorProps>> {
  const loaded = await loader('mfe_feeds/FeedEditor');
  return loaded.default as ComponentType<RemoteFeedEditorProps>;
}

const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

export const RemoteLoaderProvider = RemoteLoaderContext.Provider;

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('useRemoteLoader needs a RemoteLoaderProvider');
  return loader;
}
