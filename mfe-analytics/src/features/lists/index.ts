export { TopAuthors, type TopAuthorsProps } from './components/TopAuthors';
export { TopThreads, type TopThreadsProps } from './components/TopThreads';
export { TopSites, type TopSitesProps } from './components/TopSites';
export { TrendingTopics, type TrendingTopicsProps } from './components/TrendingTopics';
export type { SiteFilterSettings } from './components/SiteFilter';
export type { CountView } from './count-views';
