export { FeedPage as default } from '../features/feed-page/components/FeedPage';
