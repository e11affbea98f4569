export { FeedList as default } from '../features/feed-list/components/FeedList';
