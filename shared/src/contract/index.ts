export * from './envelope.js';
export * from './endpoint.js';
export * from './entities.js';
import * as users from './users.js';
import * as misc from './misc.js';
import * as system from './system.js';
import * as tasks from './tasks.js';
import * as sources from './sources.js';
import * as posts from './posts.js';
import * as postExports from './exports.js';
export { loginBody, userConfig, type UserConfig } from './users.js';
export {
  FREQUENCIES,
  MAX_FEED_NAME_LENGTH,
  MAX_QUERY_LENGTH,
  PREVIEW_LIMIT,
  feedDetail,
  feedFrequency,
  feedKeywords,
  guidedView,
  modificationCount,
  previewRecord,
  taskSettings,
  userInfo,
  type FeedDetail,
  type FeedFrequency,
  type FeedKeywords,
  type GuidedView,
  type ModificationCount,
  type PreviewRecord,
  type TaskSettings,
  type UserInfo,
} from './tasks.js';
export {
  MAX_INGEST_BATCH,
  MAX_POLL_INTERVAL_S,
  MAX_SOURCE_NAME_LENGTH,
  MIN_POLL_INTERVAL_S,
  POLLED_SOURCE_KINDS,
  SOURCE_KINDS,
  ingestPost,
  source,
  sourceHealth,
  sourceKind,
  sourceSettings,
  type IngestPost,
  type IngestPostInput,
  type Source,
  type SourceHealth,
  type SourceKind,
  type SourceSettings,
} from './sources.js';
export {
  MAX_PAGE_SIZE,
  PAGE_SIZES,
  POST_SORTS,
  SPAM_LIST_LIMIT,
  SPAM_LIST_TYPES,
  UNASSIGNED_SENTIMENT,
  bookmark,
  feedPost,
  liveSid,
  postSearch,
  postSort,
  sentimentFilter,
  sentimentValue,
  spamState,
  type Bookmark,
  type FeedPost,
  type PostSearch,
  type PostSearchInput,
  type PostSort,
  type SentimentFilter,
  type SentimentValue,
  type SpamState,
} from './posts.js';
export {
  EXPORT_COLUMNS,
  EXPORT_FILE_PATH,
  EXPORT_STATES,
  MAX_EXPORT_ROWS,
  XLSX_MEDIA_TYPE,
  exportColumn,
  exportFilePath,
  exportJob,
  exportRequest,
  type ExportColumn,
  type ExportJob,
  type ExportRequest,
  type ExportState,
} from './exports.js';

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
  tasks: {
    create: tasks.create,
    info: tasks.info,
    save: tasks.save,
    remove: tasks.remove,
    searchPreview: tasks.searchPreview,
    getUserInfo: tasks.getUserInfo,
    setUserInfo: tasks.setUserInfo,
    refresh: tasks.refresh,
  },
  sources: {
    list: sources.list,
    create: sources.create,
    update: sources.update,
    remove: sources.remove,
    issueKey: sources.issueKey,
    ingest: sources.ingest,
  },
  posts: {
    search: posts.search,
    bookmarks: posts.bookmarks,
    addBookmark: posts.addBookmark,
    removeBookmark: posts.removeBookmark,
    tagSpam: posts.tagSpam,
    spamList: posts.spamList,
    restoreSpam: posts.restoreSpam,
    tagSentiment: posts.tagSentiment,
    thread: posts.thread,
  },
  exports: {
    start: postExports.startExport,
    status: postExports.exportStatus,
    cancel: postExports.cancelExport,
  },
} as const;

/** The same calls as a flat list, for route registration and the OpenAPI document. */
export const allEndpoints = Object.values(api).flatMap((area) => Object.values(area));
